import type { Payload } from 'payload'
import type { QueryConfig } from 'pg'

import { poolOf } from '@/lib/postgres'

/** Any fixed number; it names the lock every app instance takes for its start-up work. */
const STARTUP_LOCK = 20_010_911

/**
 * Runs `work` while holding a PostgreSQL advisory lock. Several instances may start at once;
 * they queue here, and the later ones find the migrations applied and the first admin made.
 */
export async function withStartupLock(payload: Payload, work: () => Promise<void>): Promise<void> {
  const client = await poolOf(payload).connect()
  try {
    // Waiting for another instance's start-up may take longer than the pool's statement limits,
    // but an instance stuck mid-migration must not block every other start for ever.
    await client.query('SET statement_timeout = 0')
    await client.query("SET lock_timeout = '120s'")
    const waitForLock: QueryConfig & { query_timeout: number } = {
      text: 'SELECT pg_advisory_lock($1)',
      values: [STARTUP_LOCK],
      query_timeout: 125_000, // pg's per-query override, missing from its types
    }
    await client.query(waitForLock)
    await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined)
    await client.query('RESET lock_timeout; RESET statement_timeout').catch(() => undefined)
    client.release()
  }
}
