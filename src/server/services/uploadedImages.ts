import 'server-only'

import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'

import { PHOTO_MESSAGES } from '@/contracts/photo'
import type { CampaignImage, RemembrancePhoto } from '@/payload-types'

import { withDecodeSlot } from '../decodeSlots'
import { unsupported } from '../domain/errors'
import type { UploadedFile } from '../domain/upload'
import { checkDecodeBudget, decodeForStorage } from './photoImage'

const ACCEPTED = { 'image/jpeg': 'jpg', 'image/png': 'png' } as const

/** Where it is stored, its description, whether it shows at once, the form's file field, a file name prefix. */
type ImageOptions<C> = { collection: C; alt: string; status: 'pending' | 'approved'; field: string; prefix: string }

type Stored = { 'campaign-images': CampaignImage; 'remembrance-photos': RemembrancePhoto }

/**
 * A visitor's or staff member's image (a campaign cover, a supporter's photo, a remembrance's
 * photo) through the gallery's checks: content sniffed, decode budget, one decode in a slot,
 * re-encoded without metadata. Refusals name `field`.
 */
export async function storeUploadedImage<C extends keyof Stored>(payload: Payload, file: UploadedFile, options: ImageOptions<C>): Promise<Stored[C]> {
  const mime = (await fileTypeFromBuffer(file.data))?.mime
  if (mime !== 'image/jpeg' && mime !== 'image/png') throw unsupported(PHOTO_MESSAGES.type, { [options.field]: PHOTO_MESSAGES.type })
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
      collection: options.collection as keyof Stored,
      overrideAccess: true,
      data: { alt: options.alt, status: options.status },
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
