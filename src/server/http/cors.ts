/**
 * CORS for the /api contract, done in the handlers rather than in a Next.js proxy: a proxy would
 * buffer request bodies (and cut uploads at its own size limit) before our streaming checks run.
 */
import { EXPOSE_HEADERS, grantedOrigin } from '@/lib/cors-origins.mjs'

const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const ALLOW_HEADERS = 'Authorization, Content-Type'

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

/** The answer to a preflight: the grant for an allowed origin, 403 for any other. */
export function preflight(request: Request): Response {
  const origin = allowedOrigin(request)
  if (!origin) {
    return Response.json({ detail: 'This origin may not call the API.' }, { status: 403, headers: { Vary: 'Origin' } })
  }
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    },
  })
}
