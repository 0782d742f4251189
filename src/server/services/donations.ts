import 'server-only'

import type { DonationOut, DonationStats } from '@/contracts/donations'
import type { HistoryEntry } from '@/contracts/mailIn'

import { countDonations, type DonationRow, selectDonationsPage, selectSucceededTotals } from '../data/donations'

export const toDonation = (r: DonationRow): DonationOut => ({
  id: r.id,
  created_at: new Date(r.created_at).toISOString(),
  amount_cents: Number(r.amount_cents),
  currency: r.currency,
  donor_name: r.donor_name,
  donor_email: r.donor_email,
  is_recurring: Boolean(r.is_recurring),
  status: r.status,
  dedication_note: r.dedication_note,
  refunded_cents: Number(r.refunded_cents ?? 0),
  subscription_canceled_at: r.subscription_canceled_at ? new Date(r.subscription_canceled_at).toISOString() : null,
  method: r.method,
  received_on: r.received_on,
  check_number: r.check_number,
  note: r.note,
  history: Array.isArray(r.history) ? (r.history as HistoryEntry[]) : [],
})

/**
 * Donations newest first. Read with SQL (the caller has checked the staff token): real
 * OFFSET/LIMIT paging, and one count for the X-Total-Count header.
 */
export async function listDonations(skip: number, limit?: number): Promise<{ items: DonationOut[]; total: number }> {
  const [rows, total] = await Promise.all([selectDonationsPage(skip, limit), countDonations()])
  return { items: rows.map(toDonation), total }
}

/** Totals of the money kept: succeeded donations, net of refunds. */
export async function donationStats(): Promise<DonationStats> {
  const row = await selectSucceededTotals()
  return {
    total_amount_cents: Number(row?.total ?? 0),
    total_count: row?.n ?? 0,
    recurring_count: row?.recurring ?? 0,
  }
}
