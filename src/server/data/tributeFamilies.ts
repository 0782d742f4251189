import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/lib/postgres'

import { COUNTED, DONOR_KEY, GIFT_AT, MONEY_KEPT } from './donations'
import { runSql } from './sessionSql'

// The family of a tribute page (migration 20261207_211000_tribute_families): the person a card
// went to, what they chose to receive (`each`: a card per gift, or a `daily` or `weekly` digest),
// and the thank-yous they sent to the page's contributors, one mail row per contributor.

export type FamilyDigest = 'each' | 'daily' | 'weekly'
export type FamilyRow = { id: number; tribute_id: number; email: string; digest: FamilyDigest; digest_from: Date | null; digest_to: Date | null; last_thanks_at: Date | null }

const FAMILY_COLUMNS = 'id, tribute_id, email, digest, digest_from, digest_to, last_thanks_at'

/** The family member's row for a page, made (choosing a card per gift) the first time. */
export async function ensureFamily(payload: Payload, tribute: number, email: string): Promise<FamilyRow> {
  const { rows } = await poolOf(payload).query<FamilyRow>(
    `INSERT INTO tribute_families (tribute_id, email) VALUES ($1, lower($2))
     ON CONFLICT (tribute_id, email) DO UPDATE SET email = EXCLUDED.email RETURNING ${FAMILY_COLUMNS}`,
    [tribute, email],
  )
  return rows[0]!
}

export async function selectFamily(payload: Payload, id: number): Promise<FamilyRow | null> {
  const { rows } = await poolOf(payload).query<FamilyRow>(`SELECT ${FAMILY_COLUMNS} FROM tribute_families WHERE id = $1`, [id])
  return rows[0] ?? null
}

/** Whether the person told of a gift on this page chose a digest instead of a card per gift (read in the gift's transaction). */
export async function prefersDigest(payload: Payload, req: PayloadRequest, tribute: number, email: string): Promise<boolean> {
  const rows = await runSql<{ digest: FamilyDigest }>(payload, req, sql`SELECT digest FROM tribute_families WHERE tribute_id = ${tribute} AND email = lower(${email})`)
  return Boolean(rows[0] && rows[0].digest !== 'each')
}

/** A new choice; a digest starts from now (the gifts before it were each told by their card). */
export async function updateFamilyDigest(payload: Payload, id: number, digest: FamilyDigest): Promise<void> {
  await poolOf(payload).query(`UPDATE tribute_families SET digest = $2::varchar, digest_to = CASE WHEN $2::varchar = 'each' OR digest = 'each' THEN now() ELSE digest_to END WHERE id = $1`, [
    id,
    digest,
  ])
}

/**
 * The families whose digest is due (daily: none in the last 23 hours; weekly: in the last 6 days
 * 23 hours) and who have a new gift since the last: each one's window moved on to `now`, in the
 * caller's transaction. Their ids.
 */
export async function markDueDigests(payload: Payload, req: PayloadRequest, now: Date): Promise<number[]> {
  const rows = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE tribute_families f SET digest_from = f.digest_to, digest_to = ${now.toISOString()}::timestamptz
        WHERE f.digest <> 'each'
          AND (f.digest_to IS NULL OR f.digest_to <= ${now.toISOString()}::timestamptz - CASE WHEN f.digest = 'daily' THEN interval '23 hours' ELSE interval '6 days 23 hours' END)
          AND EXISTS (SELECT 1 FROM donations WHERE donations.tribute_page_id = f.tribute_id AND ${sql.raw(COUNTED)}
                      AND donations.created_at > coalesce(f.digest_to, f.created_at) AND donations.created_at <= ${now.toISOString()}::timestamptz)
        RETURNING f.id`,
  )
  return rows.map((row) => row.id)
}

export type FamilyGiftRow = { donor_name: string | null; is_anonymous: boolean | null; kept_cents: string; show_amount: boolean | null; message: string | null; address: string | null; at: Date }

/**
 * A page's gifts made in (from, to], oldest first (a digest's), or all of them when `from` is null
 * and `to` is null, as the family member `family` sees them: a donor's address only on the gifts
 * whose donor agreed to share it and whose card went to that very address.
 */
export async function selectFamilyGifts(payload: Payload, tribute: number, family: string, from: Date | null, to: Date | null, limit = 500): Promise<FamilyGiftRow[]> {
  const { rows } = await poolOf(payload).query<FamilyGiftRow>(
    `SELECT donor_name, is_anonymous, ${MONEY_KEPT}::bigint AS kept_cents, tribute_show_amount AS show_amount, tribute_message AS message,
            CASE WHEN tribute_share_address AND NOT coalesce(is_anonymous, false) AND lower(btrim(tribute_notify_email)) = lower($5::varchar) THEN donor_address END AS address,
            ${GIFT_AT} AS at
     FROM donations WHERE tribute_page_id = $1 AND ${COUNTED}
       AND ($2::timestamptz IS NULL OR created_at > $2) AND ($3::timestamptz IS NULL OR created_at <= $3)
     ORDER BY at, id LIMIT $4`,
    [tribute, from, to, limit, family],
  )
  return rows
}

/** Whether a gift on the page still names `email` as the one its card went to (an erasure takes it off). */
export async function isToldOnPage(payload: Payload, tribute: number, email: string): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(`SELECT 1 FROM donations WHERE tribute_page_id = $1 AND lower(btrim(tribute_notify_email)) = lower($2) LIMIT 1`, [tribute, email])
  return Boolean(rowCount)
}

/**
 * A family's thank-you: stored with a mail row per contributor of the page (their addresses,
 * each once, never the family's own), unless one was sent in the last 24 hours. The mail rows'
 * ids, or null when it is too soon.
 */
export async function insertThanks(payload: Payload, req: PayloadRequest, family: FamilyRow, message: string): Promise<number[] | null> {
  const claimed = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE tribute_families SET last_thanks_at = now() WHERE id = ${family.id} AND (last_thanks_at IS NULL OR last_thanks_at <= now() - interval '24 hours') RETURNING id`,
  )
  if (!claimed.length) return null
  const [thanks] = await runSql<{ id: number }>(payload, req, sql`INSERT INTO tribute_thanks (family_id, message) VALUES (${family.id}, ${message}) RETURNING id`)
  const mails = await runSql<{ id: number }>(
    payload,
    req,
    sql`INSERT INTO tribute_thanks_mails (thanks_id, email)
        SELECT DISTINCT ${thanks!.id}::int, ${sql.raw(DONOR_KEY)} FROM donations
        WHERE tribute_page_id = ${family.tribute_id} AND ${sql.raw(COUNTED)} AND coalesce(btrim(donor_email), '') <> '' AND ${sql.raw(DONOR_KEY)} <> ${family.email}
        ON CONFLICT DO NOTHING RETURNING id`,
  )
  return mails.map((row) => row.id)
}

export type ThanksMailRow = { email: string; message: string; tribute_id: number; family_email: string }

export async function selectThanksMail(payload: Payload, id: number): Promise<ThanksMailRow | null> {
  const { rows } = await poolOf(payload).query<ThanksMailRow>(
    `SELECT m.email, t.message, f.tribute_id, f.email AS family_email
     FROM tribute_thanks_mails m JOIN tribute_thanks t ON t.id = m.thanks_id JOIN tribute_families f ON f.id = t.family_id WHERE m.id = $1`,
    [id],
  )
  return rows[0] ?? null
}
