import 'server-only'

import { grantedOrigin } from '@/lib/cors-origins.mjs'

import { ApiError } from './errors'

export const CROSS_SITE_REFUSED = 'This can only be done from our own site.'

/**
 * Refuses a browser's request that another site's page made, unless that origin may call the API
 * (CORS_ORIGINS). For an endpoint a browser may call with no body at all (a "simple" request that
 * needs no preflight, so CORS does not stop it being sent): without this, any page could light a
 * candle from each of its visitors' browsers. Browsers say where a request comes from in
 * Sec-Fetch-Site; scripts and servers send neither it nor cookies and are bounded by the rate limit.
 */
export function refuseCrossSite(request: Pick<Request, 'headers'>): void {
  const site = request.headers.get('sec-fetch-site')
  if (site !== 'cross-site' && site !== 'same-site') return
  if (grantedOrigin(request.headers.get('origin'))) return
  throw new ApiError(403, CROSS_SITE_REFUSED)
}
