import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `checkout_attempts` table: not a Payload collection, but a plain table created by
// src/migrations/20261122_120000_checkout_attempts.ts and kept in step with it by hand.

/** One Idempotency-Key (hashed) and, once its checkout has started, the answer it gave. */
export type CheckoutAttemptRow = {
  key: string
  request_hash: string
  donation_id: number | null
  client_secret: string | null
  created_at: Date
}

async function pool(payload: Payload) {
  return poolOf(payload)
}

/** Claims the key for this request: true for the first request to send it, false for a copy. */
export async function claimCheckoutAttempt(payload: Payload, key: string, requestHash: string): Promise<boolean> {
  const { rowCount } = await (await pool(payload)).query(`INSERT INTO checkout_attempts (key, request_hash) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [key, requestHash])
  return rowCount === 1
}

export async function findCheckoutAttempt(payload: Payload, key: string): Promise<CheckoutAttemptRow | undefined> {
  const { rows } = await (await pool(payload)).query<CheckoutAttemptRow>(`SELECT * FROM checkout_attempts WHERE key = $1`, [key])
  return rows[0]
}

/** Keeps the answer the key's checkout gave, for every copy of the request. */
export async function recordCheckoutAnswer(payload: Payload, key: string, donationId: number, clientSecret: string): Promise<void> {
  await (await pool(payload)).query(`UPDATE checkout_attempts SET donation_id = $2, client_secret = $3 WHERE key = $1`, [key, donationId, clientSecret])
}

/** Gives the key back after its checkout failed, so a retry with it may start afresh. */
export async function releaseCheckoutAttempt(payload: Payload, key: string): Promise<void> {
  await (await pool(payload)).query(`DELETE FROM checkout_attempts WHERE key = $1 AND client_secret IS NULL`, [key])
}

/** Forgets keys older than a day (a donor's retries come within minutes). */
export async function deleteOldCheckoutAttempts(payload: Payload): Promise<number> {
  return (await (await pool(payload)).query(`DELETE FROM checkout_attempts WHERE created_at < now() - interval '1 day'`)).rowCount ?? 0
}
