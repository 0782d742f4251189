import { type NextRequest, NextResponse } from 'next/server'

import { nonceContentSecurityPolicy, staticContentSecurityPolicy } from '@/lib/security-headers.mjs'

/**
 * Pages that render per request anyway get a strict policy with a fresh nonce, which Next reads
 * from the request headers and puts on its own scripts: the staff area, Payload's admin, and
 * /donate with its thank-you view. Every other page gets the cacheable policy.
 */
const rendersPerRequest = (path: string) =>
  path === '/donate' || path === '/admin' || path.startsWith('/admin/') || path === '/cms' || path.startsWith('/cms/')

export function proxy(request: NextRequest): NextResponse {
  const requestHeaders = new Headers(request.headers)
  // Only this proxy decides a page's nonce, never a header the client sent.
  requestHeaders.delete('content-security-policy')
  requestHeaders.delete('x-nonce')
  let policy = staticContentSecurityPolicy()
  if (rendersPerRequest(request.nextUrl.pathname)) {
    const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
    policy = nonceContentSecurityPolicy(nonce)
    requestHeaders.set('content-security-policy', policy)
    requestHeaders.set('x-nonce', nonce)
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  // Every page, but never the JSON APIs (a proxy would buffer their request bodies) nor Next's
  // files; next.config.mjs gives those the cacheable policy.
  matcher: ['/((?!api/|cms/api/|_next/static/|_next/image).*)'],
}
