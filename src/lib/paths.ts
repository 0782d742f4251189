import path from 'node:path'

/** Where uploaded media is kept on local disk (when no S3 bucket is configured). */
export const mediaRoot = (): string => path.resolve(process.env.MEDIA_DIR ?? path.join(process.cwd(), 'media'))
