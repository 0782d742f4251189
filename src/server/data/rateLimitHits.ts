import 'server-only'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `rate_limit_hits` table: not a Payload collection, but a plain table created by
// src/migrations/20261122_021500_rate_limit_hits.ts and kept in step with it by hand.

/** A count of one client's requests to one endpoint in one window (from its first request). */
export type RateLimitHitRow = { key: string; window_start: Date; hits: number }

/** The window's count so far, and the seconds left until it ends. */
export type HitCount = Pick<RateLimitHitRow, 'hits'> & { retry_after: number }

async function pool(payload: Payload) {
  return poolOf(payload)
}

/**
 * The upsert that counts one request under the key in $1, in its window of $2 seconds, answering
 * `hits` and `retry_after`. A key's window starts at its first request (to the second) and ends $2
 * seconds later; the next request after that starts the next one. Windows on the clock's minutes
 * let a client send 2N across a boundary, and told a test to wait for a fresh minute: a key's own
 * window does neither. First requests that race within one second meet in one row (the conflict);
 * a race across a second's edge may leave one hit uncounted. A statement of its own (countHit), or
 * the first part of one that does more in the same round trip (a candle: src/server/data/candles.ts).
 */
export const COUNT_HIT_SQL = `INSERT INTO rate_limit_hits (key, window_start, hits)
     VALUES ($1::varchar, coalesce(
       (SELECT max(window_start) FROM rate_limit_hits WHERE key = $1::varchar AND window_start > now() - make_interval(secs => $2::double precision)),
       date_trunc('second', now())), 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits, ceil($2 - extract(epoch FROM now() - window_start))::int AS retry_after`

/**
 * Counts one request under `key` in its current window of `windowSeconds`, in one atomic upsert
 * that every app instance shares.
 */
export async function countHit(payload: Payload, key: string, windowSeconds: number): Promise<HitCount | undefined> {
  // A named statement: each connection parses and plans it once (every public write passes here).
  const { rows } = await (await pool(payload)).query<HitCount>({ name: 'count-hit', text: COUNT_HIT_SQL, values: [key, windowSeconds] })
  return rows[0]
}

/** COUNT_HIT_SQL with its values in place of $1 and $2, as a statement of Payload's Drizzle. */
const countHitStatement = (key: string, windowSeconds: number) => {
  const values = [key, windowSeconds]
  return sql.join(COUNT_HIT_SQL.split(/\$(\d)/).map((chunk, i) => (i % 2 ? sql`${values[Number(chunk) - 1]}` : sql.raw(chunk))))
}

/**
 * countHit on the connection of the Payload transaction of `req` (a hook's count, while its
 * transaction holds a connection of the pool: another one asked for then may never come when
 * many such requests run at once), else as countHit. Rolled back with the transaction.
 */
export async function countHitWithin(payload: Payload, req: Partial<PayloadRequest>, key: string, windowSeconds: number): Promise<HitCount | undefined> {
  const id = await req.transactionID
  const session = id === undefined ? undefined : (payload.db as unknown as PostgresAdapter).sessions[String(id)]
  if (!session) return countHit(payload, key, windowSeconds)
  const result = (await session.db.execute(countHitStatement(key, windowSeconds))) as unknown as { rows: HitCount[] }
  return result.rows[0]
}

/** Forgets windows that ended over an hour ago. */
export async function deleteOldHits(payload: Payload): Promise<number> {
  return (await (await pool(payload)).query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 hour'`)).rowCount ?? 0
}
