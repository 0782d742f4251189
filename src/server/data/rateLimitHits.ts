import 'server-only'

import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '../payload'

// The `rate_limit_hits` table: not a Payload collection, but a plain table created by
// src/migrations/20261122_021500_rate_limit_hits.ts and kept in step with it by hand.

/** A count of one client's requests to one endpoint in one fixed window. */
export type RateLimitHitRow = { key: string; window_start: Date; hits: number }

/** The window's count so far, and the seconds left until it ends. */
export type HitCount = Pick<RateLimitHitRow, 'hits'> & { retry_after: number }

async function pool() {
  return poolOf(await getPayloadClient())
}

/**
 * Counts one request under `key` in the current fixed window of `windowSeconds`, in one atomic
 * upsert that every app instance shares.
 */
export async function countHit(key: string, windowSeconds: number): Promise<HitCount | undefined> {
  const { rows } = await (await pool()).query<HitCount>(
    `INSERT INTO rate_limit_hits (key, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits, ceil($2 - extract(epoch FROM now() - window_start))::int AS retry_after`,
    [key, windowSeconds],
  )
  return rows[0]
}

/** Forgets windows that ended over an hour ago. */
export async function deleteOldHits(): Promise<number> {
  return (await (await pool()).query(`DELETE FROM rate_limit_hits WHERE window_start < now() - interval '1 hour'`)).rowCount ?? 0
}
