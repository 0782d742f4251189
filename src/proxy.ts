import { type NextRequest, NextResponse } from 'next/server'

/** Origins allowed to call /api/* from a browser (CORS_ORIGINS, comma-separated). */
function allowedOrigins(): Set<string> {
  return new Set(
    (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
}

const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const ALLOW_HEADERS = 'Authorization, Content-Type'

/**
 * CORS for the /api contract: preflights from an allowed origin get the grant, from any other
 * origin a 403; actual requests from an allowed origin carry Access-Control-Allow-Origin.
 */
export function proxy(request: NextRequest): NextResponse {
  const origin = request.headers.get('origin')
  const allowed = origin !== null && allowedOrigins().has(origin)
  const grant: Record<string, string> = allowed ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' }

  if (request.method === 'OPTIONS') {
    if (!allowed) {
      return NextResponse.json({ detail: 'This origin may not call the API.' }, { status: 403, headers: { Vary: 'Origin' } })
    }
    return new NextResponse(null, {
      status: 204,
      headers: {
        ...grant,
        'Access-Control-Allow-Methods': ALLOW_METHODS,
        'Access-Control-Allow-Headers': ALLOW_HEADERS,
        'Access-Control-Expose-Headers': 'X-Total-Count, Retry-After, Content-Disposition',
        'Access-Control-Max-Age': '600',
      },
    })
  }
  const response = NextResponse.next()
  for (const [name, value] of Object.entries(grant)) response.headers.set(name, value)
  if (allowed) response.headers.set('Access-Control-Expose-Headers', 'X-Total-Count, Retry-After, Content-Disposition')
  return response
}

export const config = { matcher: '/api/:path*' }
