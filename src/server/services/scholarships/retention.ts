import 'server-only'

import type { Payload } from 'payload'

import { relationId } from '@/lib/relations'
import { positiveSetting } from '@/lib/settings'
import { recordAudit } from '@/plugins/audit/recordAudit'

import { deleteScholarshipFiles } from './scholarshipFiles'

/** Days after a round's decisions that its documents and letters are kept (SCHOLARSHIP_RETENTION_DAYS, default 365). */
export const scholarshipRetentionDays = (): number => positiveSetting('SCHOLARSHIP_RETENTION_DAYS', 365, { integer: true })

/** Applications cleared per run: an hourly job stays short, and a backlog clears over a few hours. */
const BATCH = 200

/**
 * Deletes the documents and letters (their files, and a letter's text) of every application whose
 * round's decisions are older than the retention period; the application keeps its name, round and
 * decision, and `files_deleted_at`. Files go first: should a run stop half-way, the next one finds
 * the application not yet cleared and deletes what is left. Returns how many were cleared.
 */
export async function forgetOldScholarshipFiles(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - scholarshipRetentionDays() * 86_400_000).toISOString()
  const { docs: rounds } = await payload.find({
    collection: 'scholarship-rounds',
    where: { decisions_sent_at: { less_than: before } },
    pagination: false,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
  })
  let cleared = 0
  for (const round of rounds) {
    const { docs: applications } = await payload.find({
      collection: 'scholarship-applications',
      where: { and: [{ round: { equals: round.id } }, { files_deleted_at: { exists: false } }] },
      limit: BATCH - cleared,
      depth: 0,
      overrideAccess: true,
    })
    for (const application of applications) {
      const { docs: letters } = await payload.find({ collection: 'scholarship-recommendations', where: { application: { equals: application.id } }, pagination: false, depth: 0, overrideAccess: true })
      await deleteScholarshipFiles(payload, [...(application.documents ?? []).map((d) => relationId(d.file)), ...letters.map((l) => relationId(l.letter_file))])
      for (const letter of letters) {
        await payload.update({ collection: 'scholarship-recommendations', id: letter.id, data: { letter_text: null, letter_file: null, letter_filename: null, letter_size: null }, depth: 0, overrideAccess: true })
      }
      await payload.update({ collection: 'scholarship-applications', id: application.id, data: { documents: [], files_deleted_at: now.toISOString() }, depth: 0, overrideAccess: true })
    }
    if (applications.length) {
      const summary = `documents and letters of ${applications.length} application(s) of “${round.title}” deleted, ${scholarshipRetentionDays()} days after the decisions`
      await recordAudit(payload, { action: 'scholarship.files-deleted', target: { collection: 'scholarship-rounds', id: round.id }, summary }, { bySystem: true })
    }
    cleared += applications.length
    if (cleared >= BATCH) break
  }
  return cleared
}
