import { withPayload } from '@payloadcms/next/withPayload'

import { commonSecurityHeaders, staticContentSecurityPolicy } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Never bake environment-specific values into the build: one build runs anywhere.
  output: undefined,
  images: {
    unoptimized: false,
    // Next's own policy for optimised images, with the directives every response carries.
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; frame-src 'none'; sandbox; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  },
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders() },
      // Pages get their policy from src/proxy.ts; what it never sees gets the cacheable one here.
      ...['/api/:path*', '/cms/api/:path*', '/_next/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: staticContentSecurityPolicy() }],
      })),
      // Photos may be shown by the spec's client on another origin (CORS_ORIGINS).
      ...['/cms/api/gallery-photos/file/:name*', '/api/gallery/admin/:id/image'].map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
      })),
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
