import { withPayload } from '@payloadcms/next/withPayload'

import { commonSecurityHeaders, staticContentSecurityPolicy } from './src/lib/security-headers.mjs'

/** Paths whose pages render per request and get a nonce policy from src/proxy.ts instead. */
const NONCE_PAGES = 'admin|donate'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Never bake environment-specific values into the build: one build runs anywhere.
  output: undefined,
  images: { unoptimized: false },
  async headers() {
    return [
      { source: '/:path*', headers: commonSecurityHeaders() },
      {
        source: `/:path((?!(?:${NONCE_PAGES})(?:/|$)).*)`,
        headers: [{ key: 'Content-Security-Policy', value: staticContentSecurityPolicy() }],
      },
      // Approved photos may be shown by the spec's client on another origin (CORS_ORIGINS).
      {
        source: '/cms/api/gallery-photos/file/:name*',
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
