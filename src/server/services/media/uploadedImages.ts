import 'server-only'

import { fileTypeFromBuffer } from 'file-type'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'

import { LOGO_TYPE_MESSAGE, PHOTO_MESSAGES } from '@/contracts/photo'
import type { CampaignImage, GalleryPhoto, RemembrancePhoto } from '@/payload-types'

import { withDecodeSlot } from '../../decodeSlots'
import { unsupported } from '../../domain/errors'
import type { UploadedFile } from '../../domain/upload'
import { checkDecodeBudget, decodeForStorage } from './photoImage'

const ACCEPTED = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const

type Stored = { 'campaign-images': CampaignImage; 'remembrance-photos': RemembrancePhoto; 'gallery-photos': GalleryPhoto }

/** Where it is stored and with what (its description, whether it shows at once), the form's file field, a file name prefix. */
type ImageOptions<C extends keyof Stored> = {
  collection: C
  data: RequiredDataFromCollectionSlug<C>
  field: string
  prefix: string
  /** A logo: WebP accepted too, stored as PNG (transparency kept), with its own refusal. */
  logo?: boolean
}

/** The stored format of an accepted upload: a WebP logo becomes a PNG. */
const storedAs = (mime: string | undefined, logo: boolean): 'image/jpeg' | 'image/png' | null =>
  mime === 'image/jpeg' || mime === 'image/png' ? mime : logo && mime === 'image/webp' ? 'image/png' : null

/**
 * A visitor's or staff member's image (a gallery photo, a campaign cover, a supporter's photo, a
 * remembrance's photo) through one set of checks: content sniffed (JPEG or PNG; a logo may be WebP), a header that
 * promises no more than the decode budget (src/server/services/media/photoImage.ts), then decoded once,
 * in one of the process's few decode slots (src/server/decodeSlots.ts), into a web-sized copy
 * without metadata (no EXIF, no GPS); Payload makes the stored sizes from that copy in the same
 * slot. Refusals name `field`. Visitors' images come only through this checked, rate-limited
 * path; the collections themselves are staff-only.
 */
export async function storeUploadedImage<C extends keyof Stored>(payload: Payload, file: UploadedFile, options: ImageOptions<C>): Promise<Stored[C]> {
  const mime = storedAs((await fileTypeFromBuffer(file.data))?.mime, options.logo === true)
  const refusal = options.logo ? LOGO_TYPE_MESSAGE : PHOTO_MESSAGES.type
  if (!mime) throw unsupported(refusal, { [options.field]: refusal })
  try {
    await checkDecodeBudget(file.data)
  } catch (error) {
    throw renameFileField(error, options.field)
  }
  const name = `${options.prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.${ACCEPTED[mime]}`
  return withDecodeSlot(async () => {
    const data = await decodeForStorage(file.data, mime).catch((error: unknown) => {
      throw renameFileField(error, options.field)
    })
    const created = await payload.create({
      collection: options.collection,
      overrideAccess: true,
      data: options.data,
      file: { data, mimetype: mime, name, size: data.length },
    })
    return created as Stored[C]
  })
}

/** The photo checks name the gallery's field `file`; here it is the form's own. */
function renameFileField(error: unknown, field: string): unknown {
  const fields = (error as { fields?: Record<string, string> }).fields
  if (fields?.file && field !== 'file') {
    fields[field] = fields.file
    delete fields.file
  }
  return error
}
