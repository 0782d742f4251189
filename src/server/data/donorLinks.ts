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
 * Stores the links for one email, unless it was sent `perHour` mails within the last hour: the
 * count and the insert hold a lock on the address, so a burst of requests cannot pass the limit.
 * True when stored (the caller then sends the mail), and also when these very links were stored
 * by an earlier attempt of the same mail (a retry sends the same links, and counts once).
 */
export async function insertDonorLinksWithin(payload: Payload, email: string, links: NewDonorLink[], expiresAt: Date, perHour: number): Promise<boolean> {
  const client = await (await pool(payload)).connect()
  try {
    await client.query('BEGIN')
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('donor_links:' || $1))`, [email])
    const earlier = await client.query(`SELECT 1 FROM donor_links WHERE token_hash = ANY($1)`, [links.map((l) => l.tokenHash)])
    if (earlier.rowCount) {
      // A retry of the same mail: its links live an hour from this attempt, and a gift made since is added.
      for (const link of links) {
        await client.query(
          `INSERT INTO donor_links (token_hash, email, stripe_customer_id, expires_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (token_hash) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE donor_links.used_at IS NULL`,
          [link.tokenHash, email, link.customerId, expiresAt],
        )
      }
      await client.query('COMMIT')
      return true
    }
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(DISTINCT created_at)::int AS n FROM donor_links WHERE email = $1 AND created_at > now() - interval '1 hour'`,
      [email],
    )
    if ((rows[0]?.n ?? 0) >= perHour) {
      await client.query('ROLLBACK')
      return false
    }
    for (const link of links) {
      await client.query(`INSERT INTO donor_links (token_hash, email, stripe_customer_id, expires_at) VALUES ($1, $2, $3, $4)`, [
        link.tokenHash,
        email,
        link.customerId,
        expiresAt,
      ])
    }
    await client.query('COMMIT')
    return true
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
