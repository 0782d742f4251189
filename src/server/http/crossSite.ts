import 'server-only'

import { grantedOrigin } from '@/lib/cors-origins.mjs'

import { ApiError } from './errors'

export const CROSS_SITE_REFUSED = 'This can only be done from our own site.'

/**
 * Refuses a browser's request that another site's page made, unless that origin may call the API
 * (CORS_ORIGINS). For the endpoints a browser sends without a preflight (multipart, or no body:
 * `sentWithoutPreflight`), which CORS does not stop: without this, any page could light a candle
 * or leave a remembrance with a photo from each of its visitors' browsers, each from its own
 * address. Browsers say where a request comes from in Sec-Fetch-Site; scripts and servers send
 * no such header and are bounded by the per-address rate limits.
 */
export function refuseCrossSite(request: Pick<Request, 'headers'>): void {
  const site = request.headers.get('sec-fetch-site')
  if (site !== 'cross-site' && site !== 'same-site') return
  if (grantedOrigin(request.headers.get('origin'))) return
  throw new ApiError(403, CROSS_SITE_REFUSED)
}
