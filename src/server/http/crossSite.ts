import 'server-only'

import { grantedOrigin } from '@/lib/cors-origins.mjs'
import { siteUrl } from '@/lib/site-url'

import { ApiError } from './errors'

export const CROSS_SITE_REFUSED = 'This can only be done from our own site.'

/** A browser's word that another site's page sent the request: Sec-Fetch-Site, else Origin. */
function sentFromAnotherSite(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site')
  if (site === 'cross-site' || site === 'same-site') return true
  // Browsers without Sec-Fetch-Site (Safari before 16.4) still send Origin with every POST; a
  // foreign one (or "null", an opaque origin) is refused whatever Sec-Fetch-Site claims.
  const origin = headers.get('origin')
  return origin !== null && origin !== new URL(siteUrl()).origin
}

/**
 * Refuses a browser's request that another site's page made, unless that origin may call the API
 * (CORS_ORIGINS). For the endpoints a browser sends without a preflight (multipart, or no body:
 * `sentWithoutPreflight`), which CORS does not stop: without this, any page could light a candle
 * or leave a remembrance with a photo from each of its visitors' browsers, each from its own
 * address. Scripts and servers send neither header and are bounded by the per-address rate limits.
 */
export function refuseCrossSite(request: Pick<Request, 'headers'>, options: { strict?: boolean } = {}): void {
  if (!sentFromAnotherSite(request.headers)) return
  // `strict`: no origin is granted (what a donor's session cookie opens is theirs alone).
  if (!options.strict && grantedOrigin(request.headers.get('origin'))) return
  throw new ApiError(403, CROSS_SITE_REFUSED)
}
