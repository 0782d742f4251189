import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { mediaRoot } from '@/lib/paths'
import { STORED_FILE_KINDS, type StoredFileKind } from '@/lib/stored-files'
import { STORED_MAX_EDGE } from '@/server/services/media/photoImage'

type UploadConfig = Exclude<CollectionConfig['upload'], boolean | undefined>
type ImageSize = NonNullable<UploadConfig['imageSizes']>[number]

const webp = { format: 'webp', options: { quality: 80 } } as const

/** The variants a page shows, each WebP. */
export const IMAGE_VARIANTS = {
  thumbnail: { name: 'thumbnail', width: 480, height: 480, position: 'centre', formatOptions: webp },
  card: { name: 'card', width: 960, withoutEnlargement: true, formatOptions: webp },
  large: { name: 'large', width: 1920, withoutEnlargement: true, formatOptions: webp },
} satisfies Record<string, ImageSize>

/**
 * The upload of a collection of visitors' or staff's images, stored under MEDIA_DIR/<its folder>
 * or, with S3_BUCKET, in the bucket (src/lib/stored-files.ts): JPEG, PNG or WebP, the original
 * re-encoded by sharp even at its own size (which is what strips EXIF and GPS data), and the given
 * variants.
 */
export function imageUpload(kind: StoredFileKind, variants: ImageSize[]): UploadConfig {
  return {
    staticDir: path.join(mediaRoot(), STORED_FILE_KINDS[kind].folder),
    // Visitors may send only JPEG or PNG (checked by content in /api); the variants are WebP.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    resizeOptions: { width: STORED_MAX_EDGE, height: STORED_MAX_EDGE, fit: 'inside', withoutEnlargement: true },
    imageSizes: variants,
    adminThumbnail: variants[0]?.name,
    focalPoint: false,
    crop: false,
  }
}
