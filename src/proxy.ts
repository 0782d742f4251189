import { type NextRequest, NextResponse } from 'next/server'

import { nonceContentSecurityPolicy } from '@/lib/security-headers.mjs'

/**
 * A fresh nonce and a strict Content-Security-Policy for the pages that render per request anyway
 * (the staff area, and /donate with its thank-you view). Next reads the policy from the request
 * headers and puts the nonce on its own scripts. Every other path gets the cacheable policy from
 * next.config.mjs. Kept off /api and /cms/api: a proxy would buffer their request bodies.
 */
export function proxy(request: NextRequest): NextResponse {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const policy = nonceContentSecurityPolicy(nonce)
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('content-security-policy', policy)
  requestHeaders.set('x-nonce', nonce)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('content-security-policy', policy)
  return response
}

export const config = {
  matcher: ['/admin', '/admin/:path*', '/donate'],
}
