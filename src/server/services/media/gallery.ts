import 'server-only'

import type { Payload } from 'payload'

import type { AuditContext } from '@/plugins/audit/hooks'
import type { GalleryItem, PendingPhoto, PublicPhoto } from '@/contracts/gallery'
import { PHOTO_MESSAGES } from '@/contracts/photo'
import type { GalleryPhoto } from '@/payload-types'

import { invalid } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import type { UploadedFile } from '../../domain/upload'
import { photoUrl } from '../../media'
import { signedLink } from '../../signedMedia'
import { readWindow } from '../pageWindow'
import { storeUploadedImage } from './uploadedImages'
import { findForStaff } from '../staff/staffLookup'

/** How deep anonymous paging may reach. */
const MAX_GALLERY_WINDOW = 5_000

/** Absolute URLs (SITE_URL or MEDIA_PUBLIC_URL), so clients on other origins can show them. */
const toPublic = (p: GalleryPhoto): PublicPhoto => ({
  id: p.id,
  url: photoUrl(p, ['large', 'card', 'original']),
  title: p.title,
  description: p.description ?? null,
})

const toGalleryItem = (p: GalleryPhoto): GalleryItem => ({
  ...toPublic(p),
  thumbnail_url: photoUrl(p, ['thumbnail', 'large', 'card', 'original']),
})

/** Staff see photos that are not public yet through short-lived signed links. */
const signedPhotoUrl = (id: number, variant: 'thumbnail' | 'large') => signedLink(`/api/gallery/admin/${id}/image`, { variant })

const toPending = (p: GalleryPhoto): PendingPhoto => ({
  ...toPublic(p),
  url: signedPhotoUrl(p.id, 'large'),
  thumbnail_url: signedPhotoUrl(p.id, 'thumbnail'),
  uploader_name: p.uploader_name,
  uploader_email: p.uploader_email,
  submitted_at: p.submitted_at,
  consent_signed: Boolean(p.consent_signed),
})

/** Approved photos, newest first; `skip`/`limit` page through them. */
export async function listApprovedPhotos(payload: Payload, skip = 0, limit = 100): Promise<GalleryItem[]> {
  if (skip + limit > MAX_GALLERY_WINDOW) throw invalid({ skip: `skip + limit must not exceed ${MAX_GALLERY_WINDOW}` })
  const { docs } = await readWindow(skip, limit, (page, size) =>
    payload.find({ collection: 'gallery-photos', overrideAccess: false, sort: '-submitted_at', limit: size, page, depth: 0 }),
  )
  return docs.map(toGalleryItem)
}

type PhotoSubmission = {
  title: string
  description?: string | null
  uploader_name: string
  uploader_email: string
  file?: UploadedFile
  consentIp: string
}

/** Stores a visitor's photo as pending, through the checks every uploaded image passes. */
export async function submitPhoto(payload: Payload, input: PhotoSubmission): Promise<GalleryPhoto> {
  if (!input.file || input.file.data.length === 0) throw invalid({ file: PHOTO_MESSAGES.missing })
  const data = {
    title: input.title,
    description: input.description,
    uploader_name: input.uploader_name,
    uploader_email: input.uploader_email,
    consent_signed: true,
    consent_ip: input.consentIp,
    submitted_at: new Date().toISOString(),
    status: 'pending' as const,
  }
  return storeUploadedImage(payload, input.file, { collection: 'gallery-photos', data, field: 'file', prefix: 'photo' })
}

export async function listPendingPhotos(payload: Payload, staff: Staff): Promise<PendingPhoto[]> {
  const { docs } = await payload.find({
    collection: 'gallery-photos',
    overrideAccess: false,
    user: staff,
    where: { status: { equals: 'pending' } },
    sort: 'submitted_at',
    pagination: false,
    depth: 0,
  })
  return docs.map(toPending)
}

const findPhoto = (payload: Payload, staff: Staff, id: number) => findForStaff(payload, 'gallery-photos', staff, id, 'That photo does not exist.')

export async function approvePhoto(payload: Payload, staff: Staff, id: number): Promise<PendingPhoto> {
  await findPhoto(payload, staff, id)
  const photo = await payload.update({ collection: 'gallery-photos', id, data: { status: 'approved' }, overrideAccess: false, user: staff, context: { auditAction: 'photo.approve' } satisfies AuditContext })
  return toPending(photo)
}

/** Rejecting deletes the photo and, through Payload, every file made of it. */
export async function rejectPhoto(payload: Payload, staff: Staff, id: number): Promise<void> {
  await findPhoto(payload, staff, id)
  await payload.delete({ collection: 'gallery-photos', id, overrideAccess: false, user: staff, context: { auditAction: 'photo.reject' } satisfies AuditContext })
}
