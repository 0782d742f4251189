import 'server-only'

import type { Payload } from 'payload'

import type { StaffApplication, StaffLetter } from '@/contracts/scholarshipReview'
import { iso } from '@/lib/dates'
import { namesInText } from '@/lib/namesInText'
import { relationId } from '@/lib/relations'
import type { ScholarshipApplication, ScholarshipRecommendation } from '@/payload-types'

import type { Staff } from '../../domain/staff'
import { recordStaffAction } from '../staff/staffActions'
import { reviewFilePath } from './blindReview'
import { findRoundForStaff } from './staffRounds'

/**
 * A letter as admins see it, with the names (the applicant's, the writer's) and the applicant's
 * school found in what reviewers read: computed on every read, so it holds for the letter as it
 * arrived and after each redaction. A PDF is not searched (null).
 */
export function staffLetter(letter: ScholarshipRecommendation, application: Pick<ScholarshipApplication, 'name' | 'school'>): StaffLetter {
  const fileId = relationId(letter.letter_file)
  // What reviewers read (blindApplications): the redacted text, else the letter as written.
  const read = letter.letter_text_redacted ?? letter.letter_text ?? null
  return {
    id: letter.id,
    recommender_name: letter.recommender_name,
    recommender_email: letter.recommender_email,
    status: letter.status,
    received_at: iso(letter.received_at),
    text: letter.letter_text ?? null,
    redacted_text: letter.letter_text_redacted ?? null,
    names_found: read === null ? null : namesInText(read, { people: [application.name, letter.recommender_name], places: application.school ? [application.school] : [] }),
    file_id: fileId,
    url: fileId ? reviewFilePath(fileId) : null,
  }
}

/** Every application of a round, drafts too, with who applied and every document and letter; the read is audited. */
export async function applicationsForStaff(payload: Payload, staff: Staff, roundId: number): Promise<StaffApplication[]> {
  const round = await findRoundForStaff(payload, staff, roundId)
  const { docs: applications } = await payload.find({ collection: 'scholarship-applications', where: { round: { equals: round.id } }, sort: 'createdAt', pagination: false, depth: 0, overrideAccess: true })
  const { docs: letters } = applications.length
    ? await payload.find({ collection: 'scholarship-recommendations', where: { application: { in: applications.map((a) => a.id) } }, sort: 'createdAt', pagination: false, depth: 0, overrideAccess: true })
    : { docs: [] }
  const documents = new Map((round.documents ?? []).map((d) => [d.key, d]))
  const answer = applications.map((application): StaffApplication => ({
    id: application.id,
    code: application.code ?? '',
    name: application.name,
    email: application.email ?? null,
    phone: application.phone ?? null,
    school: application.school,
    graduation_year: application.graduation_year ?? null,
    essay: application.essay ?? '',
    status: application.status,
    submitted_at: iso(application.submitted_at),
    decision: application.decision ?? null,
    files_deleted_at: iso(application.files_deleted_at),
    documents: (application.documents ?? []).flatMap((document) => {
      const fileId = relationId(document.file)
      const asked = documents.get(document.key)
      return fileId ? [{ key: document.key, label: asked?.label ?? document.key, reviewers_see: Boolean(asked?.reviewers_see), file_id: fileId, url: reviewFilePath(fileId) }] : []
    }),
    letters: letters.filter((letter) => relationId(letter.application) === application.id).map((letter) => staffLetter(letter, application)),
  }))
  await recordStaffAction(payload, { action: 'scholarship.applications.read', target: { collection: 'scholarship-rounds', id: round.id }, summary: `${answer.length} applications with their names` })
  return answer
}
