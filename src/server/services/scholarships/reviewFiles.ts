import 'server-only'

import type { Payload } from 'payload'

import { SCHOLARSHIP_REVIEW_MESSAGES as M } from '@/contracts/scholarshipReview'
import { roleMayUse } from '@/contracts/roles'
import { relationId } from '@/lib/relations'
import type { ScholarshipApplication, ScholarshipFile } from '@/payload-types'

import { notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { openStoredFile, type PhotoFile } from '../../media'
import { recordStaffAction } from '../staff/staffActions'

// A scholarship document or letter (a private PDF), opened by staff through the API: admins open
// any, as uploaded (without its active content); a reviewer opens the review copy (the pages
// alone) of a submitted application's letters and of the documents its round lets reviewers see,
// unless they stepped back from it. Every opening is in the audit trail.

type Found = { file: ScholarshipFile; application: ScholarshipApplication; what: string; reviewersSee: boolean }

async function documentOwner(payload: Payload, file: ScholarshipFile): Promise<Found | null> {
  const { docs } = await payload.find({ collection: 'scholarship-applications', where: { 'documents.file': { equals: file.id } }, limit: 1, depth: 0, overrideAccess: true })
  const application = docs[0]
  const key = application?.documents?.find((d) => relationId(d.file) === file.id)?.key
  if (!application || !key) return null
  const round = await payload.findByID({ collection: 'scholarship-rounds', id: relationId(application.round)!, depth: 0, overrideAccess: true })
  const reviewersSee = Boolean(round.documents?.find((d) => d.key === key)?.reviewers_see)
  return { file, application, what: key, reviewersSee }
}

async function letterOwner(payload: Payload, file: ScholarshipFile): Promise<Found | null> {
  const { docs } = await payload.find({ collection: 'scholarship-recommendations', where: { letter_file: { equals: file.id } }, limit: 1, depth: 0, overrideAccess: true })
  const letter = docs[0]
  const applicationId = letter && letter.status === 'received' ? relationId(letter.application) : null
  const application = applicationId ? await payload.findByID({ collection: 'scholarship-applications', id: applicationId, depth: 0, disableErrors: true, overrideAccess: true }) : null
  return application ? { file, application, what: 'letter', reviewersSee: true } : null
}

async function reviewerMayOpen(payload: Payload, staff: Staff, found: Found): Promise<boolean> {
  if (found.application.status !== 'submitted' || !found.reviewersSee) return false
  const stepped = await payload.count({
    collection: 'scholarship-reviews',
    where: { and: [{ application: { equals: found.application.id } }, { reviewer: { equals: staff.id } }, { conflict: { equals: true } }] },
    overrideAccess: true,
  })
  return stepped.totalDocs === 0
}

/** The file as uploaded (without its active content), kept beside a review copy for admins; files stored before there were two have none. */
async function originalOf(payload: Payload, file: ScholarshipFile): Promise<ScholarshipFile | null> {
  const id = relationId(file.original)
  return id === null ? null : payload.findByID({ collection: 'scholarship-files', id, depth: 0, disableErrors: true, overrideAccess: true })
}

/**
 * The file's bytes and the name it is saved under (the application's code, never a name), or a
 * 404: for a reviewer the review copy (the pages alone), for an admin the original.
 */
export async function openReviewFile(payload: Payload, staff: Staff, fileId: number): Promise<{ file: PhotoFile; filename: string }> {
  const file = await payload.findByID({ collection: 'scholarship-files', id: fileId, depth: 0, disableErrors: true, overrideAccess: true })
  const found = file ? await (file.purpose === 'letter' ? letterOwner(payload, file) : documentOwner(payload, file)) : null
  if (!found || !file?.filename) throw notFound(M.fileUnknown)
  const isAdmin = roleMayUse(staff.role, 'admin')
  const mayOpen = isAdmin || (await reviewerMayOpen(payload, staff, found))
  if (!mayOpen) throw notFound(M.fileUnknown)
  const original = isAdmin ? await originalOf(payload, file) : null
  const shown = original ?? file
  const stored = shown.filename ? await openStoredFile('scholarship-files', shown, shown.filename) : null
  if (!stored) throw notFound(M.fileUnknown)
  const code = found.application.code ?? `application-${found.application.id}`
  const what = original ? `${found.what} (original)` : found.what
  await recordStaffAction(payload, { action: 'scholarship.file.open', target: { collection: 'scholarship-applications', id: found.application.id }, summary: `${what} of ${code} (file #${file.id})` })
  return { file: stored, filename: `${code}-${found.what}-${file.id}${original ? '-original' : ''}.pdf` }
}
