import 'server-only'

import type { Payload } from 'payload'

import { poolOf } from '@/lib/postgres'

// The `donor_sessions` table (src/migrations/20261203_200000_donor_sessions.ts): one row per
// signed-in browser, keyed by the SHA-256 of its cookie's token; and what a giving page reads
// that no other data module does.

export async function insertDonorSession(payload: Payload, session: { tokenHash: string; email: string; expiresAt: Date }): Promise<void> {
  await poolOf(payload).query(`INSERT INTO donor_sessions (token_hash, email, expires_at) VALUES ($1, lower(btrim($2)), $3)`, [session.tokenHash, session.email, session.expiresAt])
}

/** The email of a live session, or undefined (unknown, ended or expired). */
export async function selectDonorSession(payload: Payload, tokenHash: string): Promise<string | undefined> {
  const { rows } = await poolOf(payload).query<{ email: string }>(`SELECT email FROM donor_sessions WHERE token_hash = $1 AND expires_at > now()`, [tokenHash])
  return rows[0]?.email
}

export async function deleteDonorSession(payload: Payload, tokenHash: string): Promise<void> {
  await poolOf(payload).query(`DELETE FROM donor_sessions WHERE token_hash = $1`, [tokenHash])
}

/** Ends every session of an email ("Sign out everywhere", or the person erased); how many. */
export async function deleteDonorSessionsOf(payload: Payload, email: string): Promise<number> {
  const { rowCount } = await poolOf(payload).query(`DELETE FROM donor_sessions WHERE email = lower(btrim($1)) OR expires_at < now()`, [email])
  return rowCount ?? 0
}

/** Whether the foundation holds anything under this email a giving page shows: a donor's record (gifts, orders, sponsorships) or a fundraiser page. */
export async function hasGivingRecord(payload: Payload, email: string): Promise<boolean> {
  const { rows } = await poolOf(payload).query(
    `SELECT EXISTS (SELECT 1 FROM donors WHERE email = lower(btrim($1))) OR EXISTS (SELECT 1 FROM fundraisers WHERE lower(btrim(email)) = lower(btrim($1))) AS known`,
    [email],
  )
  return Boolean(rows[0]?.known)
}

type FundraiserRow = { name: string; slug: string; status: string; campaign: string; campaign_slug: string }

/** The fundraiser pages an email runs, newest first, with their campaign. */
export async function selectFundraisersOf(payload: Payload, email: string): Promise<FundraiserRow[]> {
  const { rows } = await poolOf(payload).query<FundraiserRow>(
    `SELECT f.name, f.slug, f.status, c.title AS campaign, c.slug AS campaign_slug FROM fundraisers f JOIN campaigns c ON c.id = f.campaign_id
     WHERE lower(btrim(f.email)) = lower(btrim($1)) ORDER BY f.created_at DESC, f.id DESC`,
    [email],
  )
  return rows
}
