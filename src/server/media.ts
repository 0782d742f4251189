import 'server-only'

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'

import { mediaS3Client, objectKey, s3Settings } from '@/lib/media-storage'
import { mediaRoot } from '@/lib/paths'
import { siteUrl } from '@/lib/site-url'
import type { CampaignImage, GalleryPhoto } from '@/payload-types'

export type PhotoSize = keyof NonNullable<GalleryPhoto['sizes']>

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' }

const absolute = (url: string): string => (url.startsWith('/') ? `${siteUrl()}${url}` : url)

const encodeKey = (key: string): string => key.split('/').map(encodeURIComponent).join('/')

/**
 * The absolute address of the first of `sizes` the photo has (`'original'` for the re-encoded
 * upload), or '' when it has none. An approved photo is served by the CDN when MEDIA_PUBLIC_URL is
 * set (its objects are public-read); otherwise, and for any photo not approved, by Payload's file
 * route on this site, which checks read access (only staff see photos not approved).
 */
export function photoUrl(photo: GalleryPhoto, sizes: (PhotoSize | 'original')[]): string {
  for (const size of sizes) {
    const file = size === 'original' ? photo : photo.sizes?.[size]
    if (!file?.filename) continue
    const cdn = s3Settings()?.publicUrl
    if (cdn && photo.status === 'approved') return `${cdn}/${encodeKey(objectKey(photo, file.filename))}`
    if (file.url) return absolute(file.url)
  }
  return ''
}

/**
 * The public address of an approved campaign image (a campaign's cover, a supporter's photo): its
 * card size, else the re-encoded upload, served by Payload's file route, which shows the public
 * only approved campaign images. Null for none, an unpopulated id, or an image not approved.
 */
export function campaignImageUrl(image: number | CampaignImage | null | undefined): string | null {
  if (typeof image !== 'object' || !image || image.status !== 'approved') return null
  const url = image.sizes?.card?.url || image.url
  return url ? absolute(url) : null
}

export type PhotoFile = { body: ReadableStream; size?: number; contentType: string }

/** One stored file of a photo, from the bucket or MEDIA_DIR; null when it is missing. */
export async function openPhotoFile(photo: GalleryPhoto, filename: string): Promise<PhotoFile | null> {
  const s3 = s3Settings()
  if (s3) {
    try {
      const object = await mediaS3Client(s3).send(new GetObjectCommand({ Bucket: s3.bucket, Key: objectKey(photo, filename) }))
      if (!object.Body) return null
      return {
        body: object.Body.transformToWebStream(),
        size: object.ContentLength,
        contentType: object.ContentType ?? TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream',
      }
    } catch (error) {
      if (error instanceof NoSuchKey) return null
      throw error
    }
  }
  return openLocalMediaFile('gallery', filename)
}

/** One file under MEDIA_DIR/`folder` (by its base name alone), or null when it is missing. */
async function openLocalMediaFile(folder: 'gallery' | 'campaigns' | 'remembrances', filename: string): Promise<PhotoFile | null> {
  const file = path.join(mediaRoot(), folder, path.basename(filename))
  const info = await stat(file).catch(() => null)
  if (!info) return null
  return {
    body: Readable.toWeb(createReadStream(file)) as ReadableStream,
    size: info.size,
    contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
  }
}

/**
 * One stored file of a campaign image (a cover or a supporter's photo), from MEDIA_DIR/campaigns;
 * null when it is missing. Campaign images are not in the bucket's storage plugin (its columns
 * are not in their table), so they stay on this disk even when S3_BUCKET is set.
 */
export const openCampaignImageFile = (filename: string): Promise<PhotoFile | null> => openLocalMediaFile('campaigns', filename)

/** One stored file of a remembrance's photo, from MEDIA_DIR/remembrances (kept on this disk, like campaign images). */
export const openRemembrancePhotoFile = (filename: string): Promise<PhotoFile | null> => openLocalMediaFile('remembrances', filename)
