import 'server-only'

import type { Payload } from 'payload'

import type { StaffApplication } from '@/contracts/scholarshipReview'
import { relationId } from '@/lib/relations'

import type { Staff } from '../../domain/staff'
import { recordStaffAction } from '../staff/staffActions'
import { reviewFilePath } from './blindReview'
import { findRoundForStaff } from './staffRounds'

const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null)

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
    email: application.email,
    phone: application.phone ?? null,
    school: application.school,
    graduation_year: application.graduation_year,
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
    letters: letters
      .filter((letter) => relationId(letter.application) === application.id)
      .map((letter) => {
        const fileId = relationId(letter.letter_file)
        return {
          recommender_name: letter.recommender_name,
          recommender_email: letter.recommender_email,
          status: letter.status,
          received_at: iso(letter.received_at),
          text: letter.letter_text ?? null,
          file_id: fileId,
          url: fileId ? reviewFilePath(fileId) : null,
        }
      }),
  }))
  await recordStaffAction(payload, { action: 'scholarship.applications.read', target: { collection: 'scholarship-rounds', id: round.id }, summary: `${answer.length} applications with their names` })
  return answer
}
