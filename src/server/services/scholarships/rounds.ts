import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { consentText, type RoundDetail, type RoundPhase, type RoundSummary, SCHOLARSHIP_MESSAGES } from '@/contracts/scholarships'
import type { ScholarshipRound } from '@/payload-types'

import { conflict, notFound } from '../../domain/errors'
import { scholarshipRetentionDays } from './retention'

// A round as the public sees it: published rounds only, with whether it takes applications now.

const time = (iso: string) => new Date(iso).getTime()

/** Not open yet, taking applications, or closed, at `now`. */
export function roundPhase(round: Pick<ScholarshipRound, 'opens_at' | 'closes_at'>, now = Date.now()): RoundPhase {
  if (now < time(round.opens_at)) return 'upcoming'
  return now < time(round.closes_at) ? 'open' : 'closed'
}

export const isRoundOpen = (round: Pick<ScholarshipRound, 'opens_at' | 'closes_at'>, now = Date.now()): boolean => roundPhase(round, now) === 'open'

/** The 409 of a round that takes nothing now: not open yet, or closed (the closed words explain it). */
export function refuseUnlessOpen(round: Pick<ScholarshipRound, 'opens_at' | 'closes_at'>): void {
  const phase = roundPhase(round)
  if (phase === 'upcoming') throw conflict(SCHOLARSHIP_MESSAGES.notOpenYet)
  if (phase === 'closed') throw conflict(SCHOLARSHIP_MESSAGES.closed)
}

export const roundNotFound = () => notFound(SCHOLARSHIP_MESSAGES.roundUnknown)

/** A published round by its slug (the raw record), or null. */
export async function findPublishedRoundRecord(payload: Payload, slug: string, req?: PayloadRequest): Promise<ScholarshipRound | null> {
  const { docs } = await payload.find({ collection: 'scholarship-rounds', where: { slug: { equals: slug }, is_published: { equals: true } }, limit: 1, depth: 0, req })
  return docs[0] ?? null
}

const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

function summaryOf(round: ScholarshipRound): RoundSummary {
  const phase = roundPhase(round)
  return {
    slug: round.slug,
    title: round.title,
    summary: round.summary ?? null,
    award_cents: round.award_cents,
    awards_count: round.awards_count,
    opens_at: new Date(round.opens_at).toISOString(),
    closes_at: new Date(round.closes_at).toISOString(),
    open: phase === 'open',
    phase,
    recipients: (round.recipients ?? []).map((recipient) => ({ name: recipient.name, school: recipient.school ?? null, line: recipient.line ?? null })),
  }
}

function detailOf(round: ScholarshipRound): RoundDetail {
  return {
    ...summaryOf(round),
    description: paragraphs(round.description),
    essay_prompt: round.essay_prompt,
    essay_max_words: round.essay_max_words,
    documents: (round.documents ?? []).map((document) => ({ key: document.key, label: document.label, required: document.required !== false })),
    recommendations_required: round.recommendations_required,
    consent_text: consentText(scholarshipRetentionDays()),
  }
}

/** Every published round: open ones (closing soonest first), then upcoming ones, then closed ones (latest first). */
export async function listPublishedRounds(payload: Payload): Promise<RoundSummary[]> {
  const { docs } = await payload.find({ collection: 'scholarship-rounds', where: { is_published: { equals: true } }, sort: '-closes_at', pagination: false, depth: 0 })
  return docs.map(summaryOf)
}

/** One published round for its page, or null. */
export async function findPublishedRound(payload: Payload, slug: string): Promise<RoundDetail | null> {
  const round = await findPublishedRoundRecord(payload, slug)
  return round ? detailOf(round) : null
}

const PHASE_ORDER: Record<RoundPhase, number> = { open: 0, upcoming: 1, closed: 2 }

/** Rounds in the order the public reads them, each's phase as of now (a cached copy may be older than an opening or a deadline). */
export function asOfNow<R extends RoundSummary>(rounds: R[], now = Date.now()): R[] {
  const current = rounds.map((round) => {
    const phase = roundPhase(round, now)
    return { ...round, phase, open: phase === 'open' }
  })
  const by = (round: R) => (round.phase === 'closed' ? -time(round.closes_at) : round.phase === 'open' ? time(round.closes_at) : time(round.opens_at))
  return current.sort((a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || by(a) - by(b))
}
