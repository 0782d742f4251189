import 'server-only'

import type { Payload } from 'payload'

import { queueMail } from '@/jobs/queueMail'
import { logText } from '@/lib/logText'
import { positiveSetting } from '@/lib/settings'

import { countCheckout, currentCounts, type EpisodeRow, extendEpisode, openEpisode, recentEpisodes, startEpisode } from '../../data/cardGuard'
import { lockWithinTransaction } from '../../data/transactionLock'
import { inTransaction, type TransactionContext } from '../../transaction'

const setting = positiveSetting

/**
 * The guard's settings (docs/operations.md, the configuration table). A small foundation sees a few gifts an hour: 30
 * checkouts in one minute site-wide, or 8 declines in one minute, is a script, not a campaign
 * rush. The guard stays up until it has been quiet for 30 minutes (card testers come back in
 * waves); a fraction of a minute is allowed so tests need not wait.
 */
export const guardSettings = () => ({
  checkoutsPerMinute: setting('CARD_GUARD_CHECKOUTS_PER_MINUTE', 30),
  declinesPerMinute: setting('CARD_GUARD_DECLINES_PER_MINUTE', 8),
  cooldownSeconds: Math.round(setting('CARD_GUARD_COOLDOWN_MINUTES', 30) * 60 * 1000) / 1000,
})

/** Per PaymentIntent, per card (an hour) and per email (an hour): the declines a tester is allowed. */
export const declineLimits = () => ({
  perPayment: setting('DECLINES_PER_PAYMENT', 3),
  perCard: setting('DECLINES_PER_CARD_PER_HOUR', 3),
  perEmail: setting('DECLINES_PER_EMAIL_PER_HOUR', 5),
})

/** What a checkout learns from the guard: whether a human check is needed, and the email's declines. */
export type GuardReading = { up: boolean; emailDeclines: number }

/**
 * Counts one checkout site-wide and reads the guard, in one query. Past the threshold the guard
 * goes (or stays) up, which makes this very checkout ask for the check.
 */
export async function noteCheckout(payload: Payload, email: string | null): Promise<GuardReading> {
  const settings = guardSettings()
  const reading = await countCheckout(payload, settings.cooldownSeconds, email)
  if (reading.checkouts > settings.checkoutsPerMinute) {
    await inTransaction(payload, (ctx) => trip(ctx, 'checkouts', reading.checkouts, 0))
    return { up: true, emailDeclines: reading.email_declines }
  }
  return { up: reading.episode_id !== null, emailDeclines: reading.email_declines }
}

/**
 * The guard goes up, or stays up: one episode row, and one staff alert queued in the same
 * transaction. The advisory lock makes concurrent trips on every instance wait for each other,
 * so the second sees the first's episode and only extends it.
 */
export async function trip(ctx: TransactionContext, reason: EpisodeRow['reason'], checkouts: number, declines: number): Promise<void> {
  await lockWithinTransaction(ctx.payload, ctx.req, 'card-guard')
  const { cooldownSeconds } = guardSettings()
  const open = await openEpisode(ctx, cooldownSeconds)
  if (open) return extendEpisode(ctx, open.id, checkouts, declines)
  const episode = await startEpisode(ctx, reason, checkouts, declines)
  await queueMail(ctx.payload, 'mailCardTestingAlert', { episode: episode.id }, ctx.req)
  ctx.payload.logger.warn(`Card-testing guard up (episode ${episode.id}): ${logText(reason)}, ${checkouts} checkouts, ${declines} declines in a minute`)
}

/** A decline recorded in the webhook's transaction: past the site's threshold, the guard trips. */
export async function noteDeclines(ctx: TransactionContext, siteDeclines: number): Promise<void> {
  if (siteDeclines >= guardSettings().declinesPerMinute) await trip(ctx, 'declines', 0, siteDeclines)
}

export type GuardState = {
  up: boolean
  up_until: string | null
  counts: { checkouts_this_minute: number; declines_last_minute: number }
  settings: { checkouts_per_minute: number; declines_per_minute: number; cooldown_minutes: number }
  episodes: { id: number; reason: string; checkouts: number; declines: number; started_at: string; last_tripped_at: string }[]
}

/** The guard as staff see it: up or down (and until when), this minute's counts, the last episodes. */
export async function describeGuard(payload: Payload): Promise<GuardState> {
  const settings = guardSettings()
  const [counts, episodes] = await Promise.all([currentCounts(payload), recentEpisodes(payload, 10)])
  const last = episodes[0]
  const until = last ? new Date(new Date(last.last_tripped_at).getTime() + settings.cooldownSeconds * 1000) : null
  const up = Boolean(until && until.getTime() > Date.now())
  return {
    up,
    up_until: up && until ? until.toISOString() : null,
    counts: { checkouts_this_minute: counts.checkouts, declines_last_minute: counts.declines },
    settings: { checkouts_per_minute: settings.checkoutsPerMinute, declines_per_minute: settings.declinesPerMinute, cooldown_minutes: settings.cooldownSeconds / 60 },
    episodes: episodes.map((e) => ({
      id: e.id,
      reason: e.reason,
      checkouts: e.checkouts,
      declines: e.declines,
      started_at: new Date(e.started_at).toISOString(),
      last_tripped_at: new Date(e.last_tripped_at).toISOString(),
    })),
  }
}
