import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'

import { mediaS3Client, objectKey, s3Settings, type StoredFile, type StoredRecord } from '@/lib/media-storage'
import { mediaRoot } from '@/lib/paths'
import { siteUrl } from '@/lib/site-url'
import { isPublicFile, STORED_FILE_KINDS, type StoredFileKind } from '@/lib/stored-files'
import type { CampaignImage, GalleryPhoto } from '@/payload-types'

export type PhotoSize = keyof NonNullable<GalleryPhoto['sizes']>

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' }

/** A stored file's content type, by its name. */
export const contentTypeOf = (filename: string): string => TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream'

const absolute = (url: string): string => (url.startsWith('/') ? `${siteUrl()}${url}` : url)

const encodeKey = (key: string): string => key.split('/').map(encodeURIComponent).join('/')

/** The first of `sizes` (`'original'`: the re-encoded upload) the record has a file of. */
const firstFile = (record: StoredRecord, sizes: string[]): StoredFile | undefined => sizes.map((size) => (size === 'original' ? record : record.sizes?.[size])).find((file) => file?.filename)

/**
 * The CDN address of a public record's file (MEDIA_PUBLIC_URL, where its objects are public-read),
 * for the first of `sizes` it has (`'original'` for the re-encoded upload); null without a CDN,
 * for a record that is not public, or one without such a file.
 */
export function cdnFileUrl(kind: StoredFileKind, record: StoredRecord, sizes: string[]): string | null {
  const cdn = s3Settings()?.publicUrl
  if (!cdn || !isPublicFile(record)) return null
  const filename = firstFile(record, sizes)?.filename
  return filename ? `${cdn}/${encodeKey(objectKey(kind, record, filename))}` : null
}

/**
 * The absolute address of the first of `sizes` the record has (`'original'` for the re-encoded
 * upload), or '' when it has none. A public record's file comes from the CDN when MEDIA_PUBLIC_URL
 * is set; otherwise, and for any record not public, from Payload's file route on this site, which
 * checks read access (only staff see what is not public).
 */
function storedFileUrl(kind: StoredFileKind, record: StoredRecord, sizes: string[]): string {
  const cdn = cdnFileUrl(kind, record, sizes)
  if (cdn) return cdn
  const url = firstFile(record, sizes)?.url
  return url ? absolute(url) : ''
}

/** A gallery photo's address (see storedFileUrl). */
export const photoUrl = (photo: GalleryPhoto, sizes: (PhotoSize | 'original')[]): string => storedFileUrl('gallery-photos', photo, sizes)

/**
 * The public address of an approved campaign image (a campaign's cover, a supporter's photo): its
 * card size, else the re-encoded upload, from the CDN or Payload's file route, which shows the
 * public only approved campaign images. Null for none, an unpopulated id, or an image not approved.
 */
export function campaignImageUrl(image: number | CampaignImage | null | undefined): string | null {
  if (typeof image !== 'object' || !image || !isPublicFile(image)) return null
  return storedFileUrl('campaign-images', image, ['card', 'original']) || null
}

export type PhotoFile = { body: ReadableStream; size?: number; contentType: string }

/**
 * One stored file of a record, for the app's own routes (signed staff links, a published
 * remembrance's photo): from the bucket with S3_BUCKET, else from MEDIA_DIR/<the kind's folder>
 * (by its base name alone); null when it is missing.
 */
export async function openStoredFile(kind: StoredFileKind, record: StoredRecord, filename: string): Promise<PhotoFile | null> {
  const s3 = s3Settings()
  if (s3) {
    try {
      const object = await mediaS3Client(s3).send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(kind, record, filename) }))
      if (!object.Body) return null
      return {
        body: object.Body.transformToWebStream(),
        size: object.ContentLength,
        contentType: object.ContentType ?? contentTypeOf(filename),
      }
    } catch (error) {
      if (error instanceof NoSuchKey) return null
      throw error
    }
  }
  const file = path.join(mediaRoot(), STORED_FILE_KINDS[kind].folder, path.basename(filename))
  const info = await stat(file).catch(() => null)
  if (!info) return null
  return {
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    size: info.size,
    contentType: contentTypeOf(file),
  }
}

/** A photo record with Payload's `card` size, as the upload collections keep it. */
type PhotoRecord = StoredRecord & { filename?: string | null; sizes?: { card?: { filename?: string | null } | null } | null }

/** A photo's `card` size (its original where none was made) from storage; null when the record or its file is missing. */
export async function openPhotoCard(kind: StoredFileKind, photo: PhotoRecord | null | undefined): Promise<PhotoFile | null> {
  const filename = photo?.sizes?.card?.filename ?? photo?.filename
  return photo && filename ? openStoredFile(kind, photo, filename) : null
}
