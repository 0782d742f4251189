import path from 'node:path'

/** Where uploaded media is kept on local disk (when no S3 bucket is configured). */
export const mediaRoot = (): string =>
  // A runtime location, not a build input: keep the bundler from tracing the whole project.
  path.resolve(/* turbopackIgnore: true */ process.env.MEDIA_DIR ?? path.join(process.cwd(), 'media'))
