// Which other origins may read the /api contract (CORS_ORIGINS), for the route handlers
// (src/server/http/cors.ts) and for the production server, which grants it on the public GETs
// that Next serves from its cache (their cached answer cannot depend on the caller's Origin).

export const EXPOSE_HEADERS = 'X-Total-Count, Retry-After, Content-Disposition'

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
