import 'server-only'

import type { RoundDetail, RoundSummary } from '@/contracts/scholarships'
import { CACHE_TAGS } from '@/lib/cache-tags'

import type { PayloadSource } from '../payload'
import { asOfNow, findPublishedRound, listPublishedRounds, roundNotFound } from '../services/scholarships/rounds'
import { cachedRead } from './cachedRead'

// The public's scholarship rounds, from Next's cache like the campaigns': a change to a round
// expires the tag (the rounds collection's hook); whether a round is open is judged on each read.

/** Every published round (open, then upcoming, then closed with their published recipients). */
export async function getPublishedRounds(payloadSource: PayloadSource): Promise<RoundSummary[]> {
  const rounds = await cachedRead(async () => listPublishedRounds(await payloadSource()), { key: ['scholarships:published'], tags: [CACHE_TAGS.scholarships], atBuild: [] })
  return asOfNow(rounds)
}

/** A published round for its page, or null. Only rounds that exist are cached. */
export async function findRound(payloadSource: PayloadSource, slug: string): Promise<RoundDetail | null> {
  const round = await cachedRead(async () => findPublishedRound(await payloadSource(), slug), { key: ['scholarship', slug], tags: [CACHE_TAGS.scholarships], atBuild: null, nullable: true })
  return round ? asOfNow([round])[0]! : null
}

/** A published round, or the API's 404. */
export async function getRound(payloadSource: PayloadSource, slug: string): Promise<RoundDetail> {
  const round = await findRound(payloadSource, slug)
  if (!round) throw roundNotFound()
  return round
}

/** The open round the home page and the About page point to (closing soonest), or null. */
export async function findOpenRound(payloadSource: PayloadSource): Promise<RoundSummary | null> {
  return (await getPublishedRounds(payloadSource)).find((round) => round.open) ?? null
}
