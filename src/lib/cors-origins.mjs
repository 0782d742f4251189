// Which other origins may call the /api contract (CORS_ORIGINS). The production server
// (scripts/server.mjs) grants it on every /api answer as it leaves, cached ones included (a cached
// answer cannot depend on the caller's Origin), and answers every preflight (a route exporting
// OPTIONS is never cached).

export const EXPOSE_HEADERS = 'X-Total-Count, Retry-After, Content-Disposition'
const ALLOW_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const ALLOW_HEADERS = 'Authorization, Content-Type, Idempotency-Key'

/** @returns {Set<string>} */
function allowedOrigins() {
  return new Set(
    (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
}

/**
 * The Origin header's value when that origin may call the API, else null.
 * @param {string | null | undefined} origin
 * @returns {string | null}
 */
export const grantedOrigin = (origin) => (origin && allowedOrigins().has(origin) ? origin : null)

/**
 * The answer to a preflight: the grant for an allowed origin, 403 for any other.
 * @param {string | null | undefined} origin
 * @returns {{ status: number, headers: Record<string, string>, body?: string }}
 */
export function preflightAnswer(origin) {
  const granted = grantedOrigin(origin)
  if (!granted) {
    return {
      status: 403,
      headers: { Vary: 'Origin', 'Content-Type': 'application/json' },
      body: JSON.stringify({ detail: 'This origin may not call the API.' }),
    }
  }
  return {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': granted,
      'Access-Control-Allow-Methods': ALLOW_METHODS,
      'Access-Control-Allow-Headers': ALLOW_HEADERS,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    },
  }
}
