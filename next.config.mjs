import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Never bake environment-specific values into the build: one build runs anywhere.
  output: undefined,
  images: { unoptimized: false },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
