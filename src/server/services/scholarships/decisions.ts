import 'server-only'

import type { Payload } from 'payload'
import type * as z from 'zod/mini'

import type { AdminRound, decisionsSchema, RankedApplication, recipientsSchema } from '@/contracts/scholarshipReview'
import { SCHOLARSHIP_REVIEW_MESSAGES as M } from '@/contracts/scholarshipReview'
import { queueMail } from '@/jobs/queueMail'
import { formatLongDate } from '@/lib/dates'
import type { AuditContext } from '@/plugins/audit/hooks'
import type { ScholarshipRound } from '@/payload-types'

import { findSubmittedApplications } from '../../data/scholarshipApplications'
import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, invalid } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'
import { recordStaffAction } from '../staff/staffActions'
import { rankApplications } from './ranking'
import { roundPhase } from './rounds'
import { findRoundForStaff, toAdminRound } from './staffRounds'

// After the review: the ranking admins decide by, the decisions (each submitted applicant told
// once, by mail through the queue), and the recipients published with their consent.

/** Every submitted application of the round, best first, with who applied: the read is audited. */
export async function rankingOf(payload: Payload, staff: Staff, roundId: number): Promise<RankedApplication[]> {
  const round = await findRoundForStaff(payload, staff, roundId)
  const applications = await findSubmittedApplications(payload, round.id)
  const { docs: reviews } = applications.length
    ? await payload.find({ collection: 'scholarship-reviews', where: { application: { in: applications.map((a) => a.id) } }, pagination: false, depth: 1, overrideAccess: true })
    : { docs: [] }
  const criteria = (round.criteria ?? []).map((c) => c.key)
  const ranked = rankApplications(applications, reviews, criteria)
  await recordStaffAction(payload, { action: 'scholarship.ranking', target: { collection: 'scholarship-rounds', id: round.id }, summary: `ranking, ${ranked.length} applications` })
  return ranked
}

/** The lock on a round's decisions: sending them, and every score of the round (scores close with them). */
export const decisionsLock = (round: number) => `scholarship-decisions:${round}`

/**
 * The decisions of a closed round: the awarded applications, and every other submitted one
 * declined. Each submitted applicant's mail is queued in the same transaction that records the
 * decision (and the round's `decisions_sent_at`), under a lock on the round: a second call, at
 * once or later, finds them sent and is refused, so each applicant is told once.
 */
export async function sendDecisions(payload: Payload, staff: Staff, roundId: number, body: z.output<typeof decisionsSchema>) {
  await findRoundForStaff(payload, staff, roundId)
  return inTransaction(payload, async ({ payload, req }) => {
    await lockWithinTransaction(payload, req, decisionsLock(roundId))
    const round = await payload.findByID({ collection: 'scholarship-rounds', id: roundId, depth: 0, overrideAccess: true, req })
    if (round.decisions_sent_at) throw conflict(M.decisionsSent(formatLongDate(round.decisions_sent_at)))
    if (roundPhase(round) !== 'closed') throw conflict(M.stillOpen(formatLongDate(round.closes_at)))
    const awarded = new Set(body.awarded)
    if (awarded.size !== body.awarded.length) throw invalid({ awarded: M.twice })
    if (awarded.size > round.awards_count) throw invalid({ awarded: M.tooManyAwards(round.awards_count) })
    const applications = await findSubmittedApplications(payload, round.id, req)
    const ids = new Set(applications.map((a) => a.id))
    if ([...awarded].some((id) => !ids.has(id))) throw invalid({ awarded: M.notInRound })
    const now = new Date().toISOString()
    for (const application of applications) {
      await payload.update({
        collection: 'scholarship-applications',
        id: application.id,
        data: { decision: awarded.has(application.id) ? 'awarded' : 'declined', decision_mailed_at: now },
        depth: 0,
        overrideAccess: true,
        context: { auditAction: 'scholarship.decision' } satisfies AuditContext,
        req,
      })
      await queueMail(payload, 'mailScholarshipDecision', { application: application.id }, req)
    }
    await payload.update({
      collection: 'scholarship-rounds',
      id: round.id,
      data: { decisions_sent_at: now },
      depth: 0,
      overrideAccess: true,
      context: { auditAction: 'scholarship.decisions' } satisfies AuditContext,
      req,
    })
    return { message: M.decisionsQueued(applications.length), awarded: awarded.size, declined: applications.length - awarded.size, decisions_sent_at: now }
  })
}

/**
 * The recipients shown on the round's public page, each an awarded application of the round,
 * published with the recipient's consent: their name and school as they applied, and a short line.
 * The list replaces the one before (empty: none shown).
 */
export async function publishRecipients(payload: Payload, staff: Staff, roundId: number, body: z.output<typeof recipientsSchema>): Promise<AdminRound> {
  const round: ScholarshipRound = await findRoundForStaff(payload, staff, roundId)
  if (!round.decisions_sent_at) throw conflict(M.decisionsFirst)
  const ids = body.recipients.map((r) => r.application_id)
  if (new Set(ids).size !== ids.length) throw invalid({ recipients: M.twice })
  const { docs: awarded } = ids.length
    ? await payload.find({
        collection: 'scholarship-applications',
        where: { and: [{ id: { in: ids } }, { round: { equals: round.id } }, { decision: { equals: 'awarded' } }] },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const byId = new Map(awarded.map((a) => [a.id, a]))
  const refused = body.recipients.flatMap((r, index) => (byId.has(r.application_id) ? [] : [[`recipients.${index}.application_id`, M.notAwarded] as const]))
  if (refused.length) throw invalid(Object.fromEntries(refused))
  const recipients = body.recipients.map((r) => {
    const application = byId.get(r.application_id)!
    return { application: application.id, name: application.name, school: application.school, line: r.line ?? null }
  })
  const saved = await payload.update({
    collection: 'scholarship-rounds',
    id: round.id,
    data: { recipients },
    depth: 0,
    overrideAccess: false,
    user: staff,
    context: { auditAction: 'scholarship.recipients' } satisfies AuditContext,
  })
  return toAdminRound(payload, saved)
}
