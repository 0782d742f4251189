import 'server-only'


import type { DonationOut, DonationStats } from '@/contracts/donations'
import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '../payload'

type DonationRow = {
  id: number
  created_at: Date
  amount_cents: string | number
  currency: string
  donor_name: string | null
  donor_email: string | null
  is_recurring: boolean | null
  status: string
  dedication_note: string | null
}

const toDonation = (r: DonationRow): DonationOut => ({
  id: r.id,
  created_at: new Date(r.created_at).toISOString(),
  amount_cents: Number(r.amount_cents),
  currency: r.currency,
  donor_name: r.donor_name,
  donor_email: r.donor_email,
  is_recurring: Boolean(r.is_recurring),
  status: r.status,
  dedication_note: r.dedication_note,
})

async function pool() {
  const payload = await getPayloadClient()
  return poolOf(payload)
}

/**
 * Donations newest first. Read with SQL (the caller has checked the staff token): real
 * OFFSET/LIMIT paging, and one count for the X-Total-Count header.
 */
export async function listDonations(skip: number, limit?: number): Promise<{ items: DonationOut[]; total: number }> {
  const db = await pool()
  const [rows, count] = await Promise.all([
    db.query<DonationRow>(
      `SELECT id, created_at, amount_cents, currency, donor_name, donor_email, is_recurring, status, dedication_note
       FROM donations ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT $2`,
      [skip, limit ?? null],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM donations'),
  ])
  return { items: rows.rows.map(toDonation), total: count.rows[0]?.total ?? 0 }
}

/** Totals of money actually received: succeeded donations only. */
export async function donationStats(): Promise<DonationStats> {
  const db = await pool()
  const { rows } = await db.query<{ total: string; n: number; recurring: number }>(
    `SELECT coalesce(sum(amount_cents), 0)::bigint AS total, count(*)::int AS n,
            count(*) FILTER (WHERE is_recurring)::int AS recurring
     FROM donations WHERE status = 'succeeded'`,
  )
  const row = rows[0]
  return {
    total_amount_cents: Number(row?.total ?? 0),
    total_count: row?.n ?? 0,
    recurring_count: row?.recurring ?? 0,
  }
}
