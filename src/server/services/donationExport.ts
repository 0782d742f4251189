import 'server-only'

import { poolOf } from '@/lib/postgres'

import { getPayloadClient } from '../payload'

export const CSV_COLUMNS = ['ID', 'Date', 'Amount', 'Donor Name', 'Donor Email', 'Type', 'Status', 'Dedication'] as const
const BATCH = 2000

type Row = {
  id: number
  created_at: Date
  amount_cents: string | number
  donor_name: string | null
  donor_email: string | null
  is_recurring: boolean | null
  status: string
  dedication_note: string | null
}

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

const toLine = (r: Row): string =>
  [
    String(r.id),
    new Date(r.created_at).toISOString(),
    (Number(r.amount_cents) / 100).toFixed(2),
    r.donor_name ?? '',
    r.donor_email ?? '',
    r.is_recurring ? 'Recurring' : 'One-time',
    r.status,
    r.dedication_note ?? '',
  ]
    .map(csvCell)
    .join(',')

/**
 * Every donation, newest first, as a stream of CSV text. Rows are read in keyset-paged batches,
 * so memory stays flat however many donations there are.
 */
export async function donationsCsvStream(): Promise<ReadableStream<Uint8Array>> {
  const payload = await getPayloadClient()
  const pool = poolOf(payload)
  const encoder = new TextEncoder()
  let cursor: { created_at: Date; id: number } | null = null
  let headerSent = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true
        controller.enqueue(encoder.encode(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`))
        return
      }
      const { rows } = await pool.query<Row>(
        `SELECT id, created_at, amount_cents, donor_name, donor_email, is_recurring, status, dedication_note
         FROM donations
         WHERE $1::timestamptz IS NULL OR (created_at, id) < ($1::timestamptz, $2::int)
         ORDER BY created_at DESC, id DESC LIMIT ${BATCH}`,
        [cursor?.created_at ?? null, cursor?.id ?? null],
      )
      if (rows.length === 0) return controller.close()
      controller.enqueue(encoder.encode(rows.map(toLine).join('\r\n') + '\r\n'))
      const last = rows[rows.length - 1]!
      cursor = { created_at: last.created_at, id: last.id }
      if (rows.length < BATCH) controller.close()
    },
  })
}
