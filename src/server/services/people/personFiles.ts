import 'server-only'

import type { Payload } from 'payload'

import { roleMayUse } from '@/contracts/roles'
import { actingStaff } from '@/plugins/audit/actor'

import { unauthenticated } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import type { PhotoFile } from '../../media'
import { SIGNED_LINK_REFUSED, signedLink } from '../../signedMedia'
import { openReviewFile } from '../scholarships/reviewFiles'

// The files of a person's data export, as links valid for an hour (src/server/signedMedia.ts): the
// photos through the staff screens' own signed links, and scholarship documents and letters
// through GET /api/admin/people/files/{id}, whose link names the admin it was handed to (part of
// what is signed), so each opening is in the audit trail as theirs.

/** Seconds since the epoch, as signed links count their expiry. */
export type Expiry = number

export const remembrancePhotoLink = (remembrance: number, expires: Expiry) => signedLink(`/api/admin/remembrances/${remembrance}/photo`, {}, expires)
export const fundraiserPhotoLink = (fundraiser: number, expires: Expiry) => signedLink(`/api/admin/fundraisers/${fundraiser}/photo`, {}, expires)
export const galleryPhotoLink = (photo: number, expires: Expiry) => signedLink(`/api/gallery/admin/${photo}/image`, { variant: 'original' }, expires)
export const scholarshipFileLink = (file: number, staff: Staff, expires: Expiry) => signedLink(`/api/admin/people/files/${file}`, { staff: String(staff.id) }, expires)

/**
 * A scholarship file by an export's link: opened as the admin the link was handed to would open it
 * (the original, without its active content; src/server/services/scholarships/reviewFiles.ts), and
 * recorded as their opening. A link of an account that is no longer an active admin is refused as
 * an expired one is.
 */
export async function openPersonFile(payload: Payload, fileId: number, staffId: number, address: string): Promise<{ file: PhotoFile; filename: string }> {
  const user = await payload.findByID({ collection: 'users', id: staffId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!user || user.active === false || !roleMayUse(user.role, 'admin')) throw unauthenticated(SIGNED_LINK_REFUSED)
  const staff: Staff = { ...user, collection: 'users' }
  return actingStaff.run({ id: user.id, email: user.email, address }, () => openReviewFile(payload, staff, fileId))
}
