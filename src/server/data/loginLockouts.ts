import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `login_lockouts` table: not a Payload collection, but a plain table created by
// src/migrations/20261122_065143_login_lockouts.ts and kept in step with it by hand. The rules
// themselves are src/server/services/staff/loginGuard.ts's.

/** The failed sign-ins of one lock-out bucket (an email with one device, or with strangers). */
export type LoginLockoutRow = { key: string; failures: number; last_failure_at: Date; locked_until: Date | null }

async function pool(payload: Payload) {
  return poolOf(payload)
}

/**
 * Counts an attempt in `key`'s bucket in one atomic statement. Failures older than `lockMinutes`
 * are forgotten, and so is a lock that has run out; the `maxFailures`th failure in a row locks the
 * bucket for `lockMinutes`, and a lock in force stays as it is. Answers the count of failures so
 * far, this attempt included.
 */
export async function recordAttempt(payload: Payload, key: string, lockMinutes: number, maxFailures: number): Promise<number | undefined> {
  const { rows } = await (
    await pool(payload)
  ).query<Pick<LoginLockoutRow, 'failures'>>(
    `INSERT INTO login_lockouts AS l (key, failures, last_failure_at, locked_until)
     VALUES ($1, 1, now(), CASE WHEN 1 >= $3 THEN now() + make_interval(mins => $2) END)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN l.last_failure_at < now() - make_interval(mins => $2) OR l.locked_until <= now()
                       THEN 1 ELSE l.failures + 1 END,
       last_failure_at = now(),
       locked_until = CASE
         WHEN l.locked_until > now() THEN l.locked_until
         WHEN l.last_failure_at >= now() - make_interval(mins => $2) AND l.locked_until IS NULL AND l.failures + 1 >= $3
           THEN now() + make_interval(mins => $2)
         ELSE NULL END
     RETURNING failures`,
    [key, lockMinutes, maxFailures],
  )
  return rows[0]?.failures
}

/** Forgets buckets whose last failure is over a day old. */
export async function deleteStaleLockouts(payload: Payload): Promise<number> {
  return (await (await pool(payload)).query(`DELETE FROM login_lockouts WHERE last_failure_at < now() - interval '1 day'`)).rowCount ?? 0
}

/** Clears a bucket (after a successful sign-in). */
export async function deleteLockout(payload: Payload, key: string): Promise<void> {
  await (await pool(payload)).query('DELETE FROM login_lockouts WHERE key = $1', [key])
}
