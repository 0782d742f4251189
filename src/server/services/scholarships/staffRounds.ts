import 'server-only'

import type { Payload, Where } from 'payload'

import { type AdminRound, SCHOLARSHIP_REVIEW_MESSAGES as M } from '@/contracts/scholarshipReview'
import type { adminRoundSchema } from '@/contracts/scholarships'
import { iso } from '@/lib/dates'
import { isUniqueViolation } from '@/lib/postgres'
import { relationId } from '@/lib/relations'
import type { ScholarshipRound } from '@/payload-types'
import type * as z from 'zod/mini'

import { invalid, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { roundPhase } from './rounds'

// Rounds as admins keep them: every round, drafts and closed ones too, with their counts.

type RoundData = z.output<typeof adminRoundSchema>

async function countsOf(payload: Payload, round: number): Promise<{ applications: number; submitted: number }> {
  const of = (where: Where) => payload.count({ collection: 'scholarship-applications', where: { and: [{ round: { equals: round } }, where] }, overrideAccess: true })
  const [all, submitted] = await Promise.all([of({}), of({ status: { equals: 'submitted' } })])
  return { applications: all.totalDocs, submitted: submitted.totalDocs }
}

export async function toAdminRound(payload: Payload, round: ScholarshipRound): Promise<AdminRound> {
  return {
    id: round.id,
    title: round.title,
    slug: round.slug,
    summary: round.summary ?? null,
    description: round.description ?? null,
    award_cents: round.award_cents,
    awards_count: round.awards_count,
    opens_at: iso(round.opens_at)!,
    closes_at: iso(round.closes_at)!,
    essay_prompt: round.essay_prompt,
    essay_max_words: round.essay_max_words,
    documents: (round.documents ?? []).map((d) => ({ key: d.key, label: d.label, required: d.required !== false, reviewers_see: Boolean(d.reviewers_see) })),
    recommendations_required: round.recommendations_required,
    criteria: (round.criteria ?? []).map((c) => ({ key: c.key, label: c.label })),
    is_published: Boolean(round.is_published),
    phase: roundPhase(round),
    ...(await countsOf(payload, round.id)),
    decisions_sent_at: iso(round.decisions_sent_at),
    recipients: (round.recipients ?? []).map((r) => ({ application_id: relationId(r.application)!, name: r.name, school: r.school ?? null, line: r.line ?? null })),
    created_at: iso(round.createdAt)!,
    updated_at: iso(round.updatedAt)!,
  }
}

/** A round by id for an admin, or the 404 that names it. */
export async function findRoundForStaff(payload: Payload, staff: Staff, id: number): Promise<ScholarshipRound> {
  const { docs } = await payload.find({ collection: 'scholarship-rounds', where: { id: { equals: id } }, limit: 1, depth: 0, overrideAccess: false, user: staff })
  if (!docs[0]) throw notFound(M.roundUnknown)
  return docs[0]
}

/** A slug clash is the field's 422, whether found first or by the unique index. */
async function refusingTakenSlug<T>(payload: Payload, slug: string, exceptId: number | null, write: () => Promise<T>): Promise<T> {
  const where: Where = exceptId ? { and: [{ slug: { equals: slug } }, { id: { not_equals: exceptId } }] } : { slug: { equals: slug } }
  if ((await payload.count({ collection: 'scholarship-rounds', where, overrideAccess: true })).totalDocs) throw invalid({ slug: M.slugTaken })
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid({ slug: M.slugTaken })
    throw error
  }
}

export async function listRoundsForStaff(payload: Payload, staff: Staff): Promise<AdminRound[]> {
  const { docs } = await payload.find({ collection: 'scholarship-rounds', sort: '-opens_at', pagination: false, depth: 0, overrideAccess: false, user: staff })
  return Promise.all(docs.map((round) => toAdminRound(payload, round)))
}

export async function createRound(payload: Payload, staff: Staff, data: RoundData): Promise<AdminRound> {
  const round = await refusingTakenSlug(payload, data.slug, null, () => payload.create({ collection: 'scholarship-rounds', data, depth: 0, overrideAccess: false, user: staff }))
  return toAdminRound(payload, round)
}

const keysOf = (criteria: { key: string }[] | null | undefined) =>
  (criteria ?? [])
    .map((c) => c.key)
    .sort()
    .join(' ')

/**
 * Changes a round (the whole of it, as the form sends it). Once reviewers have scored it, its
 * criteria keep their keys (labels may change): scores are stored by key.
 */
export async function updateRound(payload: Payload, staff: Staff, id: number, data: RoundData): Promise<AdminRound> {
  const before = await findRoundForStaff(payload, staff, id)
  if (keysOf(before.criteria) !== keysOf(data.criteria)) {
    const applications = await payload.find({ collection: 'scholarship-applications', where: { round: { equals: id } }, pagination: false, depth: 0, select: { code: true }, overrideAccess: true })
    const ids = applications.docs.map((a) => a.id)
    const scored = ids.length ? (await payload.count({ collection: 'scholarship-reviews', where: { application: { in: ids } }, overrideAccess: true })).totalDocs : 0
    if (scored) throw invalid({ criteria: M.criteriaScored })
  }
  const round = await refusingTakenSlug(payload, data.slug, id, () => payload.update({ collection: 'scholarship-rounds', id, data, depth: 0, overrideAccess: false, user: staff }))
  return toAdminRound(payload, round)
}
