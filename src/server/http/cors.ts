/**
 * CORS for the /api contract, done in the handlers rather than in a Next.js proxy: a proxy would
 * buffer request bodies (and cut uploads at its own size limit) before our streaming checks run.
 */
import { EXPOSE_HEADERS, grantedOrigin } from '@/lib/cors-origins.mjs'

const allowedOrigin = (request: Request): string | null => grantedOrigin(request.headers.get('origin'))

/** Adds the CORS grant to a response when the request comes from an allowed origin. */
export function withCors(request: Request, response: Response): Response {
  response.headers.append('Vary', 'Origin')
  const origin = allowedOrigin(request)
  if (origin) {
    response.headers.set('Access-Control-Allow-Origin', origin)
    response.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS)
  }
  return response
}
