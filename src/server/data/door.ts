import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from './sessionSql'

// The SQL of the door (src/server/services/tickets/door.ts): a guest checked in by one
// conditional UPDATE, so two door phones scanning the same ticket at once check it in once (the
// other hears who did it and when); the counts and the search in one statement each.

export type DoorGuestRow = { id: number; code: string; label: string; guest_name: string | null; buyer_name: string; checked_in_at: Date | string | null; checked_in_by: string | null }

const GUEST_COLUMNS = sql`t.id, t.code, t.label, t.guest_name, o.buyer_name, t.checked_in_at, u.email AS checked_in_by`
const GUESTS = sql`tickets t JOIN ticket_orders o ON o.id = t.order_id LEFT JOIN users u ON u.id = t.checked_in_by_id`

/** Checks in the event's ticket with this code if nobody has: the row as it now is and whether this call did it; none for no such ticket. */
export async function checkInTicketRow(payload: Payload, req: Partial<PayloadRequest>, eventId: number, code: string, staffId: number, at: Date): Promise<{ row: DoorGuestRow; now: boolean } | null> {
  const [checked] = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE tickets SET checked_in_at = ${at.toISOString()}, checked_in_by_id = ${staffId}, updated_at = now()
         WHERE event_id = ${eventId} AND code = ${code} AND checked_in_at IS NULL RETURNING id`,
  )
  const [row] = await runSql<DoorGuestRow>(payload, req, sql`SELECT ${GUEST_COLUMNS} FROM ${GUESTS} WHERE t.event_id = ${eventId} AND t.code = ${code}`)
  return row ? { row, now: Boolean(checked) } : null
}

/** Sold (tickets issued) and checked in, per event. */
export async function selectDoorCounts(payload: Payload, eventIds: number[]): Promise<Map<number, { sold: number; checked_in: number }>> {
  if (!eventIds.length) return new Map()
  const rows = await runSql<{ event_id: number; sold: number; checked_in: number }>(
    payload,
    undefined,
    sql`SELECT event_id, count(*)::int AS sold, count(checked_in_at)::int AS checked_in FROM tickets
         WHERE event_id IN (${sql.join(
           eventIds.map((id) => sql`${id}`),
           sql`, `,
         )}) GROUP BY event_id`,
  )
  return new Map(rows.map((row) => [row.event_id, { sold: row.sold, checked_in: row.checked_in }]))
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The event's guests whose name or buyer's name holds `text`, or whose code is `code`: at most 20, by name. */
export async function searchDoorGuests(payload: Payload, eventId: number, text: string, code: string): Promise<DoorGuestRow[]> {
  const like = likePattern(text)
  return runSql<DoorGuestRow>(
    payload,
    undefined,
    sql`SELECT ${GUEST_COLUMNS} FROM ${GUESTS}
         WHERE t.event_id = ${eventId} AND (t.code = ${code} OR t.guest_name ILIKE ${like} OR o.buyer_name ILIKE ${like})
         ORDER BY coalesce(t.guest_name, o.buyer_name), t.id LIMIT 20`,
  )
}
