import 'server-only'

import { randomInt } from 'node:crypto'
import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

import { COUNT_HIT_SQL, type HitCount } from './rateLimitHits'

// The `candle_shards` table (shard, count): not a Payload collection, but a plain table created by
// src/migrations/20261125_100000_candles.ts and kept in step with it by hand.

/**
 * How many rows the count is split over. A candle takes one row's lock until its statement
 * commits (a fraction of a millisecond); two candles wait on each other only when they pick the
 * same shard, so with 32 the pool's connections (10 per instance) rarely meet even at the
 * anniversary's peak. Raising it later needs no migration: a new shard's row is made by its
 * first candle; lowering it would leave the higher shards' rows, still summed, never added to.
 */
export const CANDLE_SHARDS = 32

async function pool(payload: Payload) {
  return poolOf(payload)
}

/** Where a candle's request is counted against its client's rate limit (src/server/http/rateLimit.ts). */
export type CandleLimit = { key: string; windowSeconds: number; maxHits: number }

/** What came of one statement: the client's count in its window, and the candles lit (null: over the limit, none lit). */
export type CandleLit = { hit: HitCount | undefined; count: number | null }

/**
 * Counts the request against its client's rate limit and, within the limit, adds one candle to a
 * shard picked at random, answering the count with it: one statement, so one round trip on the
 * anniversary's hottest path (two made POST /api/candles 20% slower), committed before we answer
 * (nothing is lost if the instance stops after).
 *
 * The count is our shard's new value plus the others' as this statement's snapshot sees them.
 * In PostgreSQL a data-modifying CTE's sibling reads all use the snapshot taken when the
 * statement began, and do not see the CTE's own change: summing every shard there would miss our
 * own candle. Our shard's value comes instead from RETURNING, which is its latest committed value
 * (ON CONFLICT DO UPDATE locks the row and adds one to the newest version) plus ours. So the
 * answer counts our candle, every candle committed on any shard before this one began, and each
 * shard once; candles still being lit elsewhere at that instant show on the next answer.
 */
export async function lightCandleWithin(payload: Payload, limit: CandleLimit): Promise<CandleLit> {
  // A named statement: each connection parses and plans it once, not at every click.
  const { rows } = await (
    await pool(payload)
  ).query<HitCount & { count: string | null }>({
    name: 'light-candle',
    text: `WITH hit AS (${COUNT_HIT_SQL}),
     lit AS (
       INSERT INTO candle_shards (shard, count) SELECT $3, 1 FROM hit WHERE hit.hits <= $4
       ON CONFLICT (shard) DO UPDATE SET count = candle_shards.count + 1
       RETURNING count
     )
     SELECT hit.hits, hit.retry_after,
       ((SELECT count FROM lit) + (SELECT coalesce(sum(count), 0) FROM candle_shards WHERE shard <> $3))::text AS count
     FROM hit`,
    values: [limit.key, limit.windowSeconds, randomInt(CANDLE_SHARDS), limit.maxHits],
  })
  const row = rows[0]
  return { hit: row && { hits: row.hits, retry_after: row.retry_after }, count: row?.count == null ? null : Number(row.count) }
}

/** Every candle lit (and committed) so far: the sum of at most CANDLE_SHARDS rows. */
export async function candleCount(payload: Payload): Promise<number> {
  const { rows } = await (await pool(payload)).query<{ count: string }>(`SELECT coalesce(sum(count), 0)::text AS count FROM candle_shards`)
  return Number(rows[0]?.count ?? 0)
}
