import { type NextRequest, NextResponse } from 'next/server'

import { nonceContentSecurityPolicy, STAFF_PERMISSIONS_POLICY } from '@/lib/security-headers.mjs'

/** Stripe returns the donor to /donate?success=true…: that view is personal, the form is not. */
const isDonorReturn = (url: URL) => url.pathname === '/donate' && url.searchParams.has('success')
/** /donate?campaign=…[&fundraiser=…]: the form names the campaign, so it renders per request. */
const isCampaignGift = (url: URL) => url.pathname === '/donate' && url.searchParams.has('campaign')
/** /donate?tribute=…: "Give in her memory" from a tribute page fills the form in, per request. */
const isTributeGift = (url: URL) => url.pathname === '/donate' && url.searchParams.has('tribute')
/** /tributes?q=…: a search's answer, per request; /tributes alone is cached. */
const isTributeSearch = (url: URL) => url.pathname === '/tributes' && url.searchParams.has('q')

/**
 * The pages that render per request anyway (the matcher below) get a strict policy with a fresh
 * nonce, which Next reads from the request headers and puts on its own scripts: the staff area,
 * Payload's admin, and the donor's thank-you view. Every other page comes from the cache with the
 * cacheable policy that scripts/server.mjs sets.
 */
export function proxy(request: NextRequest): NextResponse {
  const requestHeaders = new Headers(request.headers)
  // Only this proxy decides a page's nonce, never a header the client sent.
  requestHeaders.delete('content-security-policy')
  requestHeaders.delete('x-nonce')
  const url = request.nextUrl.clone()
  if (isDonorReturn(url)) url.pathname = '/donate/thank-you'
  else if (isCampaignGift(url)) url.pathname = '/donate/campaign'
  else if (isTributeGift(url)) url.pathname = '/donate/tribute'
  else if (isTributeSearch(url)) url.pathname = '/tribute-search'
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = nonceContentSecurityPolicy(nonce)
  requestHeaders.set('content-security-policy', policy)
  requestHeaders.set('x-nonce', nonce)
  const init = { request: { headers: requestHeaders } }
  const response = url.pathname === request.nextUrl.pathname ? NextResponse.next(init) : NextResponse.rewrite(url, init)
  response.headers.set('content-security-policy', policy)
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) response.headers.set('permissions-policy', STAFF_PERMISSIONS_POLICY)
  return response
}

export const config = {
  // Only the pages that render per request: a proxy costs every request it sees, and the cached
  // pages get the cacheable policy from scripts/server.mjs instead. Never the
  // JSON APIs: a proxy would buffer their request bodies.
  matcher: [
    '/admin/:path*',
    '/cms',
    '/cms/((?!api/).*)',
    // The donate views rendered per request; never a cached one (/donate/statement): its copy
    // would keep the nonce of the request that rendered it, which no later visitor's policy allows.
    '/donate/campaign',
    '/donate/manage',
    '/donate/thank-you',
    '/donate/tribute',
    '/tribute-search',
    // The family's page of a tribute (its link names them).
    '/tributes/:slug/family',
    // A donor's own giving page and its sign-in page (per request: the session's cookie).
    '/giving',
    '/giving/:path*',
    { source: '/donate', has: [{ type: 'query', key: 'success' }] },
    { source: '/donate', has: [{ type: 'query', key: 'campaign' }] },
    { source: '/donate', has: [{ type: 'query', key: 'tribute' }] },
    { source: '/tributes', has: [{ type: 'query', key: 'q' }] },
  ],
}
