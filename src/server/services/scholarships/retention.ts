import 'server-only'

import type { Payload } from 'payload'

import { relationId } from '@/lib/relations'
import { positiveSetting } from '@/lib/settings'
import type { ScholarshipApplication, ScholarshipRound } from '@/payload-types'
import { recordAudit } from '@/plugins/audit/recordAudit'

import { deleteScholarshipFiles } from './scholarshipFiles'
import { revokeApplicationLinks } from './scholarshipTokens'

/** Days after a round's decisions (or its close, if it never had any) that its personal data is kept (SCHOLARSHIP_RETENTION_DAYS, default 365). */
export const scholarshipRetentionDays = (): number => positiveSetting('SCHOLARSHIP_RETENTION_DAYS', 365, { integer: true })

/** Applications cleared per run: an hourly job stays short, and a backlog clears over a few hours. */
const BATCH = 200

/** A stored file no application or letter points to after this long was left by an upload that failed half-way, or replaced. */
const UNUSED_FILE_HOURS = 24

type Round = Pick<ScholarshipRound, 'id' | 'title' | 'decisions_sent_at' | 'recipients'>

/**
 * Clears one application down to what the consent keeps (its name, round and decision): its
 * documents and letters (the files, and the letters themselves with who wrote them and their
 * address), its essay, email, phone, graduation year and school (kept for a published recipient,
 * whose page shows it), reviewers' comments, and every link (its continue links; its
 * recommenders' went with the letters), so an old mail shows nothing. Files go first: should a
 * run stop half-way, the next one finds the application not yet cleared.
 */
async function clearApplication(payload: Payload, application: ScholarshipApplication, recipients: Set<number>, now: Date): Promise<void> {
  const { docs: letters } = await payload.find({ collection: 'scholarship-recommendations', where: { application: { equals: application.id } }, pagination: false, depth: 0, overrideAccess: true })
  await deleteScholarshipFiles(payload, [...(application.documents ?? []).map((d) => relationId(d.file)), ...letters.map((l) => relationId(l.letter_file))])
  await payload.delete({ collection: 'scholarship-recommendations', where: { application: { equals: application.id } }, depth: 0, overrideAccess: true })
  await revokeApplicationLinks(
    payload,
    application.id,
    letters.map((letter) => letter.id),
  )
  await payload.update({ collection: 'scholarship-reviews', where: { application: { equals: application.id } }, data: { comment: null }, depth: 0, overrideAccess: true })
  const school = recipients.has(application.id) ? application.school : ''
  await payload.update({
    collection: 'scholarship-applications',
    id: application.id,
    data: { documents: [], essay: null, email: null, phone: null, graduation_year: null, school, links: [], files_deleted_at: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * Clears the personal data (clearApplication) of every application of a round whose decisions
 * are older than the retention period, or that closed longer ago than it and was never decided;
 * the application keeps its name, round and decision, and `files_deleted_at`. Returns how many
 * were cleared.
 */
export async function forgetOldScholarshipFiles(payload: Payload, now = new Date()): Promise<number> {
  const days = scholarshipRetentionDays()
  const before = new Date(now.getTime() - days * 86_400_000).toISOString()
  const { docs: rounds } = await payload.find({
    collection: 'scholarship-rounds',
    where: { or: [{ decisions_sent_at: { less_than: before } }, { and: [{ decisions_sent_at: { exists: false } }, { closes_at: { less_than: before } }] }] },
    pagination: false,
    depth: 0,
    select: { title: true, decisions_sent_at: true, recipients: true },
    overrideAccess: true,
  })
  let cleared = 0
  for (const round of rounds as Round[]) {
    const { docs: applications } = await payload.find({
      collection: 'scholarship-applications',
      where: { and: [{ round: { equals: round.id } }, { files_deleted_at: { exists: false } }] },
      limit: BATCH - cleared,
      depth: 0,
      showHiddenFields: true,
      overrideAccess: true,
    })
    const recipients = new Set((round.recipients ?? []).map((r) => relationId(r.application)).filter((id): id is number => typeof id === 'number'))
    for (const application of applications) await clearApplication(payload, application, recipients, now)
    if (applications.length) {
      const after = round.decisions_sent_at ? 'the decisions' : 'the round closed (never decided)'
      const summary = `documents, letters and their writers, essays, emails, phones, graduation years, schools, comments and links of ${applications.length} application(s) of “${round.title}” deleted, ${days} days after ${after}`
      await recordAudit(payload, { action: 'scholarship.files-deleted', target: { collection: 'scholarship-rounds', id: round.id }, summary }, { bySystem: true })
    }
    cleared += applications.length
    if (cleared >= BATCH) break
  }
  return cleared
}

/**
 * Deletes stored scholarship files older than a day that no application or letter points to
 * (an upload whose application change failed, a replaced document whose deletion failed), nor a
 * review copy as its original.
 * Returns how many.
 */
export async function deleteUnusedScholarshipFiles(payload: Payload, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_FILE_HOURS * 3_600_000).toISOString()
  const { docs: files } = await payload.find({
    collection: 'scholarship-files',
    where: { createdAt: { less_than: before } },
    sort: 'createdAt',
    limit: BATCH,
    depth: 0,
    select: { purpose: true },
    overrideAccess: true,
  })
  const ids = files.map((file) => file.id)
  if (ids.length === 0) return 0
  const [documents, letters, copies] = await Promise.all([
    payload.find({ collection: 'scholarship-applications', where: { 'documents.file': { in: ids } }, pagination: false, depth: 0, select: { documents: true }, overrideAccess: true }),
    payload.find({ collection: 'scholarship-recommendations', where: { letter_file: { in: ids } }, pagination: false, depth: 0, select: { letter_file: true }, overrideAccess: true }),
    // An original is kept while its review copy is (and deleted with it).
    payload.find({ collection: 'scholarship-files', where: { original: { in: ids } }, pagination: false, depth: 0, select: { original: true }, overrideAccess: true }),
  ])
  const used = new Set([
    ...documents.docs.flatMap((a) => (a.documents ?? []).map((d) => relationId(d.file))),
    ...letters.docs.map((l) => relationId(l.letter_file)),
    ...copies.docs.map((c) => relationId(c.original)),
  ])
  const unused = ids.filter((id) => !used.has(id))
  await deleteScholarshipFiles(payload, unused)
  return unused.length
}
