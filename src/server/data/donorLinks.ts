import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `donor_links` table: not a Payload collection, but a plain table created by
// src/migrations/20261122_140000_donor_links.ts and kept in step with it by hand.

async function pool(payload: Payload) {
  return poolOf(payload)
}

export type NewDonorLink = { tokenHash: string; customerId: string }

/**
 * Stores the links for one email, in one transaction (the address's mails are counted when they
 * are asked for: src/server/services/mailCap.ts). A retry of the same mail stores the same links
 * again: they live an hour from this attempt, and a gift made since is added.
 */
export async function insertDonorLinks(payload: Payload, email: string, links: NewDonorLink[], expiresAt: Date): Promise<void> {
  const client = await (await pool(payload)).connect()
  try {
    await client.query('BEGIN')
    for (const link of links) {
      await client.query(
        `INSERT INTO donor_links (token_hash, email, stripe_customer_id, expires_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (token_hash) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE donor_links.used_at IS NULL`,
        [link.tokenHash, email, link.customerId, expiresAt],
      )
    }
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** Uses a link once, atomically: its customer, or undefined when unknown, used or expired. */
export async function spendDonorLink(payload: Payload, tokenHash: string): Promise<string | undefined> {
  const { rows } = await (await pool(payload)).query<{ stripe_customer_id: string }>(
    `UPDATE donor_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING stripe_customer_id`,
    [tokenHash],
  )
  return rows[0]?.stripe_customer_id
}

/** Gives a link back when Stripe could not open the portal, so the donor may try again. */
export async function releaseDonorLink(payload: Payload, tokenHash: string): Promise<void> {
  await (await pool(payload)).query(`UPDATE donor_links SET used_at = NULL WHERE token_hash = $1`, [tokenHash])
}

/** Forgets links a day after they expired; how many. */
export async function deleteOldDonorLinks(payload: Payload): Promise<number> {
  return (await (await pool(payload)).query(`DELETE FROM donor_links WHERE expires_at < now() - interval '1 day'`)).rowCount ?? 0
}
