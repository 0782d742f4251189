import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'

import { commonSecurityHeaders } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Hashing every cached page for an ETag cost an eighth of the server's time under load; public
  // answers are kept by CDNs for seconds (src/lib/cache-policy.mjs), not revalidated by browsers.
  generateEtags: false,
  // The production image runs Next's standalone output (only the files the server needs, traced;
  // scripts/assemble-image.mjs). Never bake environment-specific values into the build: one build
  // runs anywhere, and `npm start` runs it from the project folder as well.
  output: 'standalone',
  outputFileTracingRoot: fileURLToPath(new URL('.', import.meta.url)),
  // Next's cache lives in memory per instance, or in Redis for all instances (REDIS_URL); either
  // way the handler, not Next's own in-memory copy, is the one cache, and the build's pages are
  // never served.
  cacheHandler: fileURLToPath(new URL('./src/lib/cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  images: {
    unoptimized: false,
    // Next's own policy for optimised images, with the directives every response carries.
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; frame-src 'none'; sandbox; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  },
  async rewrites() {
    // GET /api/gallery is served from the cache; a request choosing its own window is not.
    const window = ['skip', 'limit'].map((key) => ({
      source: '/api/gallery',
      has: [{ type: 'query', key }],
      destination: '/api/gallery/window',
    }))
    return { beforeFiles: window, afterFiles: [], fallback: [] }
  },
  async headers() {
    return [
      // In production scripts/server.mjs gives every response these before Next answers (a
      // header rule here costs every request a pattern compile); `next dev` has no such server.
      ...(process.env.NODE_ENV === 'development' ? [{ source: '/:path*', headers: commonSecurityHeaders() }] : []),
      // No CSP here: these values are fixed at build time, and the policy depends on the run's
      // MEDIA_PUBLIC_URL. scripts/server.mjs gives every response the cacheable policy before Next
      // answers; src/proxy.ts replaces it with a nonce policy on the pages rendered per request.
      // Photos may be shown by the spec's client on another origin (CORS_ORIGINS).
      ...['/cms/api/gallery-photos/file/:name*', '/api/gallery/admin/:id/image'].map((source) => ({
        source,
        headers: [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }],
      })),
    ]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/** Payload adds the colour-scheme client hint to every path; only its admin (/cms) reads it. */
const isPayloadClientHintRule = (rule) => rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')

/**
 * A critical hint on a public page makes Chromium fetch every first visit twice, and its `Vary` on
 * `/_next/static` makes a browser that switches to dark mode download every script again: the hint
 * goes to /cms alone.
 */
async function headersWithClientHintsOnCmsOnly() {
  const rules = await withPayloadConfig.headers()
  return rules.map((rule) => (isPayloadClientHintRule(rule) ? { ...rule, source: '/cms/:path*' } : rule))
}

const config = { ...withPayloadConfig, headers: headersWithClientHintsOnCmsOnly }
export default config
