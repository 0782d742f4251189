import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

import type { TransactionContext } from '../transaction'

// The card-testing guard's tables: not Payload collections, but plain tables created by
// src/migrations/20261125_030000_card_testing_guard.ts and kept in step with it by hand. The
// site-wide checkout count is the one row of `card_guard_window` (20261126_050000_card_guard_window.ts).

export type EpisodeRow = { id: number; reason: 'checkouts' | 'declines'; checkouts: number; declines: number; started_at: Date; last_tripped_at: Date }

async function pool(payload: Payload) {
  return poolOf(payload)
}

/** A statement inside the Payload transaction of `ctx` (what the jobs it queues commit with). */
async function inTx<T>({ payload, req }: TransactionContext, query: ReturnType<typeof sql>): Promise<T[]> {
  const id = await (req as PayloadRequest).transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  if (!session) throw new Error('The card guard writes inside a transaction')
  const result = (await session.db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export type CheckoutCount = { checkouts: number; episode_id: number | null; email_declines: number }

/**
 * The site-wide minute: it starts at the first checkout after the last minute ended, as a
 * client's rate-limit window does (src/server/data/rateLimitHits.ts), never on the clock's minute,
 * which split a burst across its turn into two counts. One row, so checkouts that race wait on its
 * lock and each counts exactly once.
 */
const COUNT_CHECKOUT_SQL = `INSERT INTO card_guard_window AS w (id, window_start, checkouts) VALUES (1, now(), 1)
     ON CONFLICT (id) DO UPDATE SET
       checkouts = CASE WHEN w.window_start > now() - interval '1 minute' THEN w.checkouts + 1 ELSE 1 END,
       window_start = CASE WHEN w.window_start > now() - interval '1 minute' THEN w.window_start ELSE now() END
     RETURNING checkouts`

/**
 * One round trip per checkout: counts it in the site-wide minute, and reads whether the guard is
 * up (an episode tripped within the cooldown) and the donor email's declines this hour.
 */
export async function countCheckout(payload: Payload, cooldownSeconds: number, email: string | null): Promise<CheckoutCount> {
  const { rows } = await (
    await pool(payload)
  ).query<CheckoutCount>(
    `WITH hit AS (${COUNT_CHECKOUT_SQL})
     SELECT (SELECT checkouts FROM hit) AS checkouts,
       (SELECT id FROM card_guard_episodes WHERE last_tripped_at > now() - make_interval(secs => $1) ORDER BY id DESC LIMIT 1) AS episode_id,
       CASE WHEN $2::text IS NULL THEN 0 ELSE
         (SELECT count(*)::int FROM card_declines WHERE donor_email = $2 AND created_at > now() - interval '1 hour') END AS email_declines`,
    [cooldownSeconds, email],
  )
  return rows[0] ?? { checkouts: 0, episode_id: null, email_declines: 0 }
}

/** The open episode (tripped within the cooldown), if any, as of this transaction. */
export async function openEpisode(ctx: TransactionContext, cooldownSeconds: number): Promise<EpisodeRow | undefined> {
  const rows = await inTx<EpisodeRow>(ctx, sql`SELECT * FROM card_guard_episodes WHERE last_tripped_at > now() - make_interval(secs => ${cooldownSeconds}) ORDER BY id DESC LIMIT 1`)
  return rows[0]
}

export async function startEpisode(ctx: TransactionContext, reason: EpisodeRow['reason'], checkouts: number, declines: number): Promise<EpisodeRow> {
  const rows = await inTx<EpisodeRow>(ctx, sql`INSERT INTO card_guard_episodes (reason, checkouts, declines) VALUES (${reason}, ${checkouts}, ${declines}) RETURNING *`)
  return rows[0]!
}

/** Keeps the episode up: the cooldown counts from now; the highest counts are kept. */
export async function extendEpisode(ctx: TransactionContext, id: number, checkouts: number, declines: number): Promise<void> {
  await inTx(ctx, sql`UPDATE card_guard_episodes SET last_tripped_at = now(), checkouts = greatest(checkouts, ${checkouts}), declines = greatest(declines, ${declines}) WHERE id = ${id}`)
}

export async function findEpisode(payload: Payload, id: number): Promise<EpisodeRow | undefined> {
  const { rows } = await (await pool(payload)).query<EpisodeRow>(`SELECT * FROM card_guard_episodes WHERE id = $1`, [id])
  return rows[0]
}

export async function recentEpisodes(payload: Payload, limit: number): Promise<EpisodeRow[]> {
  const { rows } = await (await pool(payload)).query<EpisodeRow>(`SELECT * FROM card_guard_episodes ORDER BY id DESC LIMIT $1`, [limit])
  return rows
}

/** The checkouts of the site-wide minute (while it lasts) and the declines of the last minute. */
export async function currentCounts(payload: Payload): Promise<{ checkouts: number; declines: number }> {
  const { rows } = await (
    await pool(payload)
  ).query<{ checkouts: number; declines: number }>(
    `SELECT coalesce((SELECT checkouts FROM card_guard_window WHERE window_start > now() - interval '1 minute'), 0) AS checkouts,
       (SELECT count(*)::int FROM card_declines WHERE created_at > now() - interval '1 minute') AS declines`,
  )
  return rows[0] ?? { checkouts: 0, declines: 0 }
}

export type DeclineRow = {
  payment_intent: string
  payment_method: string | null
  donation_id: number | null
  donor_email: string | null
  card_fingerprint: string | null
  decline_code: string | null
}

/** What one recorded decline adds up to: its PaymentIntent's, its card's (this hour) and the site's (this minute). */
export type DeclineCounts = { recorded: boolean; intent_declines: number; card_declines: number; site_declines: number }

/** Records a decline once (a repeat of the same attempt, from a reconciliation, is no new one). */
export async function recordDecline(ctx: TransactionContext, row: DeclineRow): Promise<DeclineCounts> {
  const inserted = await inTx<{ id: number }>(
    ctx,
    sql`INSERT INTO card_declines (payment_intent, payment_method, donation_id, donor_email, card_fingerprint, decline_code)
        VALUES (${row.payment_intent}, ${row.payment_method}, ${row.donation_id}, ${row.donor_email}, ${row.card_fingerprint}, ${row.decline_code})
        ON CONFLICT (payment_intent, payment_method) DO NOTHING RETURNING id`,
  )
  const [counts] = await inTx<Omit<DeclineCounts, 'recorded'>>(
    ctx,
    sql`SELECT (SELECT count(*)::int FROM card_declines WHERE payment_intent = ${row.payment_intent}) AS intent_declines,
          (SELECT count(*)::int FROM card_declines WHERE card_fingerprint = ${row.card_fingerprint} AND created_at > now() - interval '1 hour') AS card_declines,
          (SELECT count(*)::int FROM card_declines WHERE created_at > now() - interval '1 minute') AS site_declines`,
  )
  return { recorded: inserted.length > 0, intent_declines: 0, card_declines: 0, site_declines: 0, ...counts }
}

/** Marks a PaymentIntent for cancellation: true the first time only (one job per PaymentIntent). */
export async function markTested(ctx: TransactionContext, paymentIntent: string, reason: string): Promise<boolean> {
  const rows = await inTx<{ payment_intent: string }>(
    ctx,
    sql`INSERT INTO tested_payments (payment_intent, reason) VALUES (${paymentIntent}, ${reason}) ON CONFLICT (payment_intent) DO NOTHING RETURNING payment_intent`,
  )
  return rows.length > 0
}

/** Spends a solved check: true the first time its signature is seen, false for a replay. */
export async function spendHumanCheck(payload: Payload, signature: string, expiresAt: Date): Promise<boolean> {
  const { rowCount } = await (await pool(payload)).query(`INSERT INTO human_check_uses (signature, expires_at) VALUES ($1, $2) ON CONFLICT (signature) DO NOTHING`, [signature, expiresAt])
  return rowCount === 1
}

/** Forgets spent checks past their expiry, declines and cancellations after a week, episodes after a year. */
export async function deleteOldGuardRows(payload: Payload): Promise<number> {
  const db = await pool(payload)
  const counts = await Promise.all([
    db.query(`DELETE FROM human_check_uses WHERE expires_at < now()`),
    db.query(`DELETE FROM card_declines WHERE created_at < now() - interval '7 days'`),
    db.query(`DELETE FROM tested_payments WHERE created_at < now() - interval '7 days'`),
    db.query(`DELETE FROM card_guard_episodes WHERE last_tripped_at < now() - interval '1 year'`),
  ])
  return counts.reduce((sum, result) => sum + (result.rowCount ?? 0), 0)
}
