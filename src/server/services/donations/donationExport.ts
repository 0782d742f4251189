import 'server-only'

import type { Payload } from 'payload'

import { csvCell } from '@/lib/csv'

import { type DonationCursor, type DonationRow, selectDonationsAfter } from '../../data/donations'

// The spec's columns first; the columns added since come after them.
export const CSV_COLUMNS = [
  ...['ID', 'Date', 'Amount', 'Donor Name', 'Donor Email', 'Type', 'Status', 'Dedication', 'Method'],
  // The campaign; a tribute gift (honor or memory), who was told by its card, the card fee the donor
  // covered (dollars, apart from Amount), and whether the donor asked not to be named in public.
  ...['Campaign', 'Tribute', 'Honoree', 'Notify Email', 'Fee Covered', 'Anonymous'],
] as const
const BATCH = 2000

const toLine = (r: DonationRow): string =>
  [
    String(r.id),
    // A check's day is the day it arrived; a card gift's is when it was made.
    r.received_on ?? new Date(r.created_at).toISOString(),
    // The money kept (MONEY_KEPT): refunds and an open or lost dispute are taken off.
    (Number(r.kept_cents) / 100).toFixed(2),
    r.donor_name ?? '',
    r.donor_email ?? '',
    r.method !== 'card' || !r.is_recurring ? 'One-time' : 'Recurring',
    r.status,
    r.dedication_note ?? '',
    r.method.charAt(0).toUpperCase() + r.method.slice(1),
    r.campaign_title ?? '',
    r.tribute_kind ?? '',
    r.tribute_honoree_name ?? '',
    r.tribute_notify_email ?? '',
    (Number(r.fee_covered_cents ?? 0) / 100).toFixed(2),
    r.is_anonymous ? 'true' : 'false',
  ]
    .map(csvCell)
    .join(',')

/**
 * Every donation, newest first, as a stream of CSV text. Rows are read in keyset-paged batches,
 * so memory stays flat however many donations there are.
 */
export async function donationsCsvStream(payload: Payload): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder()
  let cursor: DonationCursor | null = null
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`))
        return
      }
      const rows = await selectDonationsAfter(payload, cursor, BATCH)
      if (rows.length === 0) return controller.close()
      controller.enqueue(encoder.encode(rows.map(toLine).join('\r\n') + '\r\n'))
      const last = rows[rows.length - 1]!
      cursor = { created_at: last.created_at, id: last.id }
      if (rows.length < BATCH) controller.close()
    },
  })
}
