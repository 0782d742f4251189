import 'server-only'

import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '../payload'

// The `donor_links` table: not a Payload collection, but a plain table created by
// src/migrations/20261122_140000_donor_links.ts and kept in step with it by hand.

async function pool() {
  return poolOf(await getPayloadClient())
}

export async function insertDonorLink(tokenHash: string, email: string, customerId: string, expiresAt: Date): Promise<void> {
  await (await pool()).query(
    `INSERT INTO donor_links (token_hash, email, stripe_customer_id, expires_at) VALUES ($1, $2, $3, $4)`,
    [tokenHash, email, customerId, expiresAt],
  )
}

/** How many links were made for this email within the last hour. */
export async function countRecentDonorLinks(email: string): Promise<number> {
  const { rows } = await (await pool()).query<{ n: number }>(
    `SELECT count(*)::int AS n FROM donor_links WHERE email = $1 AND created_at > now() - interval '1 hour'`,
    [email],
  )
  return rows[0]?.n ?? 0
}

/** Uses a link once, atomically: its customer, or undefined when unknown, used or expired. */
export async function spendDonorLink(tokenHash: string): Promise<string | undefined> {
  const { rows } = await (await pool()).query<{ stripe_customer_id: string }>(
    `UPDATE donor_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING stripe_customer_id`,
    [tokenHash],
  )
  return rows[0]?.stripe_customer_id
}

/** Gives a link back when Stripe could not open the portal, so the donor may try again. */
export async function releaseDonorLink(tokenHash: string): Promise<void> {
  await (await pool()).query(`UPDATE donor_links SET used_at = NULL WHERE token_hash = $1`, [tokenHash])
}

/** Forgets links a day after they expired. */
export async function deleteOldDonorLinks(): Promise<void> {
  await (await pool()).query(`DELETE FROM donor_links WHERE expires_at < now() - interval '1 day'`)
}
