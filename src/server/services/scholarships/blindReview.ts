import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { type BlindApplication, type ReviewRound, SCHOLARSHIP_REVIEW_MESSAGES as M, type StoredReview } from '@/contracts/scholarshipReview'
import { SCHOLARSHIP_MESSAGES, type scoreSchema } from '@/contracts/scholarships'
import { iso } from '@/lib/dates'
import { relationId } from '@/lib/relations'
import type { AuditContext } from '@/plugins/audit/hooks'
import type { ScholarshipReview, ScholarshipRound } from '@/payload-types'

import { findSubmittedApplications } from '../../data/scholarshipApplications'
import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, invalid, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'
import { recordStaffAction } from '../staff/staffActions'
import { applicationForBlindReviewer } from './applicationViews'
import { decisionsLock } from './decisions'

// Blind review: reviewers (and admins) read a round's submitted applications by their code, with
// the essay, the answers, the letters and the documents the round lets reviewers see, and score
// them on the round's criteria. Nothing here names an applicant or a recommender.

type ScoreData = z.output<typeof scoreSchema>

export async function findRound(payload: Payload, staff: Staff, id: number): Promise<ScholarshipRound> {
  const { docs } = await payload.find({ collection: 'scholarship-rounds', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: false, user: staff })
  if (!docs[0]) throw notFound(M.roundUnknown)
  return docs[0]
}

async function reviewsBy(payload: Payload, staff: Staff, applications: number[], req?: PayloadRequest): Promise<Map<number, ScholarshipReview>> {
  if (applications.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'scholarship-reviews',
    where: { and: [{ reviewer: { equals: staff.id } }, { application: { in: applications } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    ...(req ? { req } : {}),
  })
  return new Map(docs.map((review) => [relationId(review.application)!, review]))
}

const scoresOf = (review: ScholarshipReview): Record<string, number> => {
  const scores = review.scores
  if (!scores || typeof scores !== 'object' || Array.isArray(scores)) return {}
  return Object.fromEntries(Object.entries(scores).filter((entry): entry is [string, number] => typeof entry[1] === 'number'))
}

const ownReview = (review: ScholarshipReview) => ({
  scores: scoresOf(review),
  comment: review.comment ?? null,
  conflict: Boolean(review.conflict),
  updated_at: iso(review.updatedAt)!,
})

/** Rounds to review: published ones, and any other with submitted applications; newest first. */
export async function listReviewRounds(payload: Payload, staff: Staff): Promise<ReviewRound[]> {
  const { docs } = await payload.find({ collection: 'scholarship-rounds', sort: '-closes_at', pagination: false, depth: 0, overrideAccess: false, user: staff })
  const rounds = await Promise.all(
    docs.map(async (round) => {
      const submitted = await findSubmittedApplications(payload, round.id)
      if (!round.is_published && submitted.length === 0) return null
      const mine = [
        ...(
          await reviewsBy(
            payload,
            staff,
            submitted.map((a) => a.id),
          )
        ).values(),
      ]
      return {
        id: round.id,
        title: round.title,
        slug: round.slug,
        closes_at: iso(round.closes_at)!,
        essay_prompt: round.essay_prompt,
        essay_max_words: round.essay_max_words,
        criteria: (round.criteria ?? []).map((c) => ({ key: c.key, label: c.label })),
        documents: (round.documents ?? []).filter((d) => d.reviewers_see).map((d) => ({ key: d.key, label: d.label })),
        submitted: submitted.length,
        scored_by_me: mine.filter((review) => !review.conflict).length,
        conflicts_by_me: mine.filter((review) => review.conflict).length,
        decided: Boolean(round.decisions_sent_at),
      }
    }),
  )
  return rounds.filter((round): round is ReviewRound => round !== null)
}

/**
 * A round's submitted applications, blind, without those the caller stepped back from (a
 * conflict). The read is recorded in the audit trail: essays and letters are the applicants'.
 */
export async function blindApplications(payload: Payload, staff: Staff, roundId: number): Promise<BlindApplication[]> {
  const round = await findRound(payload, staff, roundId)
  const submitted = await findSubmittedApplications(payload, round.id)
  const mine = await reviewsBy(
    payload,
    staff,
    submitted.map((a) => a.id),
  )
  const applications = submitted.filter((application) => !mine.get(application.id)?.conflict)
  const { docs: letters } = applications.length
    ? await payload.find({
        collection: 'scholarship-recommendations',
        where: { and: [{ application: { in: applications.map((a) => a.id) } }, { status: { equals: 'received' } }] },
        sort: 'received_at',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const answer = applications.map((application) => {
    const review = mine.get(application.id)
    return applicationForBlindReviewer(application, round, letters, review ? ownReview(review) : null)
  })
  await recordStaffAction(payload, { action: 'scholarship.review.read', target: { collection: 'scholarship-rounds', id: round.id }, summary: `blind list, ${answer.length} applications` })
  return answer
}

/** The fields of a score that break the round's criteria: an unknown one, or one left out. */
function criteriaRefusals(round: ScholarshipRound, scores: Record<string, number>): Record<string, string> {
  const keys = (round.criteria ?? []).map((c) => c.key)
  const fields: Record<string, string> = {}
  for (const key of Object.keys(scores)) if (!keys.includes(key)) fields[`scores.${key}`] = SCHOLARSHIP_MESSAGES.unknownCriterion(key)
  for (const key of keys) if (scores[key] === undefined) fields[`scores.${key}`] = M.scoreMissing
  return fields
}

/**
 * The caller's scores of one submitted application (every criterion of the round, each 1 to 5),
 * with a comment; or a declared conflict, which takes the application off their list for good.
 * Only their own review is written; scores close with the decisions: the write takes the round's
 * decisions lock and reads the round after it, so a score either commits before the decisions
 * read the round, or finds them sent (409), never lands after them.
 */
export async function scoreApplication(payload: Payload, staff: Staff, applicationId: number, body: ScoreData): Promise<StoredReview> {
  const application = await payload.findByID({ collection: 'scholarship-applications', id: applicationId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!application || application.status !== 'submitted') throw notFound(M.applicationUnknown)
  const roundId = relationId(application.round)!
  return inTransaction(payload, async ({ req }) => {
    // One score at a time per round too: the caller's second save at once finds the first's review.
    await lockWithinTransaction(payload, req, decisionsLock(roundId))
    const round = await payload.findByID({ collection: 'scholarship-rounds', id: roundId, depth: 0, overrideAccess: true, req })
    const existing = (await reviewsBy(payload, staff, [application.id], req)).get(application.id)
    if (existing?.conflict) throw notFound(M.applicationUnknown)
    if (round.decisions_sent_at) throw conflict(M.scoresClosed)
    const declared = body.conflict === true
    if (!declared) {
      const fields = criteriaRefusals(round, body.scores)
      if (Object.keys(fields).length) throw invalid(fields)
    }
    const data = { scores: declared ? {} : body.scores, comment: body.comment ?? null, conflict: declared }
    const context: AuditContext = { auditAction: declared ? 'scholarship.conflict' : 'scholarship.score' }
    const saved = existing
      ? await payload.update({ collection: 'scholarship-reviews', id: existing.id, data, depth: 0, overrideAccess: true, context, req })
      : await payload.create({ collection: 'scholarship-reviews', data: { ...data, application: application.id, reviewer: staff.id }, depth: 0, overrideAccess: true, context, req })
    return { application_id: application.id, ...ownReview(saved) }
  })
}
