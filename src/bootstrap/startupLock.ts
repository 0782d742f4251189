import type { Payload } from 'payload'

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
    // An instance stuck mid-migration must not block every other start for ever.
    await client.query("SET lock_timeout = '120s'")
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK])
    await work()
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined)
    await client.query('RESET lock_timeout').catch(() => undefined)
    client.release()
  }
}
