import 'server-only'

import type { PoolClient } from 'pg'
import type { Payload } from 'payload'

import { GIVEN_STATUSES } from '@/contracts/donationStatus'
import type { ImportedGift, ImportStatus } from '@/contracts/imports'
import { poolOf } from '@/lib/postgres'

import { inLockedPoolTransaction } from './transactionLock'

// The SQL of imported gifts: rows of `donations` naming their import (`gift_import_id`), written
// in batches of one statement each, not one Payload create (its hooks, its audit entry) per row:
// bench:import stores 50,000 in 4.7 s this way. These are records of money received before, which
// start no mail, card or Stripe call: only the donors they add and the campaign totals they
// change, both done here or by the caller.

const GIVEN = GIVEN_STATUSES.map((status) => `'${status}'`).join(', ')
/** An import's gift changed since it was stored: refunded, voided or disputed, or edited by staff. */
const CHANGED_SINCE = `gift_import_id = $1 AND (status <> 'succeeded' OR coalesce(refunded_cents, 0) > 0 OR dispute_id IS NOT NULL OR updated_at > created_at + interval '1 second')`

/** Stored gifts that could match a file's rows: by External ID, or on one of the rows' days. */
export type StoredGiftKeyRow = { external_id: string | null; received_on: string | null; amount_cents: string; donor_email: string | null; donor_name: string | null; check_number: string | null }

export async function selectGiftsLike(payload: Payload, externalIds: string[], days: string[], exceptImport?: number): Promise<StoredGiftKeyRow[]> {
  const { rows } = await poolOf(payload).query<StoredGiftKeyRow>(
    `SELECT external_id, received_on, amount_cents, donor_email, donor_name, check_number FROM donations
      WHERE status IN (${GIVEN}) AND (lower(external_id) = ANY($1::text[]) OR received_on = ANY($2::text[])) AND ($3::int IS NULL OR gift_import_id IS DISTINCT FROM $3::int)`,
    [externalIds.map((id) => id.toLowerCase()), days, exceptImport ?? null],
  )
  return rows
}

/** How many of the addresses already have a donor. */
export async function countKnownDonors(payload: Payload, emails: string[]): Promise<number> {
  const { rows } = await poolOf(payload).query<{ known: number }>(`SELECT count(*)::int AS known FROM donors WHERE email = ANY($1::text[])`, [emails])
  return rows[0]?.known ?? 0
}

/** The rows of the file this import has stored already (a commit resumed after a failure skips them). */
export async function selectStoredRows(payload: Payload, importId: number): Promise<Set<number>> {
  const { rows } = await poolOf(payload).query<{ import_row: string }>(`SELECT import_row FROM donations WHERE gift_import_id = $1`, [importId])
  return new Set(rows.map((row) => Number(row.import_row)))
}

/** Campaign ids by slug. */
export async function selectCampaignIds(payload: Payload, slugs: string[]): Promise<Map<string, number>> {
  const { rows } = await poolOf(payload).query<{ id: number; slug: string }>(`SELECT id, slug FROM campaigns WHERE slug = ANY($1::text[])`, [slugs])
  return new Map(rows.map((row) => [row.slug, row.id]))
}

/**
 * One batch of gifts, in one transaction with its donors and the import's progress: a batch is
 * stored whole or not at all, and a retried commit starts after the last one stored. The
 * transaction holds a lock that serialises imports, so two files committed at once cannot both
 * store the same gift.
 */
export async function insertImportedGifts(payload: Payload, importId: number, gifts: ImportedGift[], campaignIds: Map<string, number>, skipped: number): Promise<void> {
  await inLockedPoolTransaction(payload, 'gift-imports', async (client) => {
    await insertBatch(client, importId, gifts, campaignIds)
    const emails = [...new Set(gifts.map((gift) => gift.email?.trim().toLowerCase()).filter((email): email is string => Boolean(email)))]
    await client.query(`INSERT INTO donors (email) SELECT unnest($1::text[]) ON CONFLICT (email) DO NOTHING`, [emails])
    await client.query(`UPDATE gift_imports SET stored_count = (SELECT count(*) FROM donations WHERE gift_import_id = $1), skipped_count = $2, updated_at = now() WHERE id = $1`, [importId, skipped])
  })
}

async function insertBatch(client: PoolClient, importId: number, gifts: ImportedGift[], campaignIds: Map<string, number>): Promise<void> {
  const column = <T>(pick: (gift: ImportedGift) => T) => gifts.map(pick)
  await client.query(
    `INSERT INTO donations (amount_cents, currency, donor_name, donor_email, is_recurring, status, method, received_on, check_number, note,
                            campaign_id, gift_import_id, import_row, external_id, donor_address, refunded_cents, fee_covered_cents, is_anonymous)
     SELECT amount, 'usd', name, email, false, 'succeeded', method::enum_donations_method, day, check_number, note,
            campaign, $1, row_number, external_id, address, 0, 0, false
       FROM unnest($2::numeric[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[], $11::text[], $12::text[])
         AS t(amount, name, email, method, day, check_number, note, campaign, row_number, external_id, address)`,
    [
      importId,
      column((gift) => gift.amount_cents),
      column((gift) => gift.name),
      column((gift) => gift.email),
      column((gift) => gift.method),
      column((gift) => gift.date),
      column((gift) => gift.check_number),
      column((gift) => gift.note),
      column((gift) => (gift.campaign ? (campaignIds.get(gift.campaign) ?? null) : null)),
      column((gift) => gift.row),
      column((gift) => gift.external_id),
      column((gift) => gift.address),
    ],
  )
}

/** The campaigns an import's gifts count towards (their totals expire when it is stored or undone). */
export async function selectImportCampaigns(payload: Payload, importId: number): Promise<number[]> {
  const { rows } = await poolOf(payload).query<{ campaign_id: number }>(`SELECT DISTINCT campaign_id FROM donations WHERE gift_import_id = $1 AND campaign_id IS NOT NULL`, [importId])
  return rows.map((row) => row.campaign_id)
}

/**
 * Deletes an import's gifts and marks it undone, in one transaction, unless one of them changed
 * since (then nothing is deleted and the count of those changed is answered). Donors who have no
 * gift, note or statement left go with them.
 */
export async function deleteImportedGifts(payload: Payload, importId: number): Promise<{ deleted: number; changed: number }> {
  return inLockedPoolTransaction(payload, 'gift-imports', async (client) => {
    await client.query(`SELECT id FROM donations WHERE gift_import_id = $1 FOR UPDATE`, [importId])
    const { rows } = await client.query<{ changed: number }>(`SELECT count(*)::int AS changed FROM donations WHERE ${CHANGED_SINCE}`, [importId])
    const changed = rows[0]?.changed ?? 0
    // Nothing written yet: the transaction ends with nothing changed.
    if (changed > 0) return { deleted: 0, changed }
    const deleted = await client.query<{ email: string | null }>(`DELETE FROM donations WHERE gift_import_id = $1 RETURNING lower(btrim(donor_email)) AS email`, [importId])
    const emails = [...new Set(deleted.rows.map((row) => row.email).filter((email): email is string => Boolean(email)))]
    await client.query(
      `DELETE FROM donors d WHERE d.email = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM donations g WHERE lower(btrim(g.donor_email)) = d.email)
         AND NOT EXISTS (SELECT 1 FROM donor_notes n WHERE n.donor_id = d.id)`,
      [emails],
    )
    await client.query(`UPDATE gift_imports SET state = 'undone', undone_at = now(), updated_at = now() WHERE id = $1`, [importId])
    return { deleted: deleted.rowCount ?? 0, changed: 0 }
  })
}

/**
 * Moves an import from one status to another, only if it is still in the first: whether it moved
 * (of two commits at once, one does). Reaching `committed` stamps `committed_at`.
 */
export async function moveImportStatus(payload: Payload, importId: number, from: ImportStatus, to: ImportStatus): Promise<boolean> {
  const { rowCount } = await poolOf(payload).query(
    `UPDATE gift_imports SET state = $3::text::enum_gift_imports_state, updated_at = now(), committed_at = CASE WHEN $3::text = 'committed' THEN now() ELSE committed_at END
      WHERE id = $1 AND state = $2::text::enum_gift_imports_state`,
    [importId, from, to],
  )
  return (rowCount ?? 0) > 0
}

/** A commit done: `committed`, with the gifts it stored and the duplicates it skipped. */
export async function finishImportCommit(payload: Payload, importId: number, skipped: number): Promise<void> {
  await poolOf(payload).query(
    `UPDATE gift_imports SET state = 'committed', committed_at = now(), updated_at = now(), skipped_count = $2,
            stored_count = (SELECT count(*) FROM donations WHERE gift_import_id = $1)
      WHERE id = $1 AND state = 'committing'`,
    [importId, skipped],
  )
}
