import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql } from './sessionSql'

// The SQL of the door (src/server/services/tickets/door.ts): a guest checked in by one
// conditional UPDATE, so two door phones scanning the same ticket at once check it in once (the
// other hears who did it and when); the counts and the search in one statement each.

export type DoorGuestRow = {
  id: number
  code: string
  label: string
  guest_name: string | null
  buyer_name: string
  checked_in_at: Date | string | null
  checked_in_by: string | null
  refunded_at: Date | string | null
}

const GUEST_COLUMNS = sql`t.id, t.code, t.label, t.guest_name, o.buyer_name, t.checked_in_at, u.email AS checked_in_by, t.refunded_at`
const GUESTS = sql`tickets t JOIN ticket_orders o ON o.id = t.order_id LEFT JOIN users u ON u.id = t.checked_in_by_id`

/** Checks in the event's ticket with this code if nobody has: the row as it now is and whether this call did it; none for no such ticket. */
export async function checkInTicketRow(payload: Payload, req: Partial<PayloadRequest>, eventId: number, code: string, staffId: number, at: Date): Promise<{ row: DoorGuestRow; now: boolean } | null> {
  const [checked] = await runSql<{ id: number }>(
    payload,
    req,
    sql`UPDATE tickets SET checked_in_at = ${at.toISOString()}, checked_in_by_id = ${staffId}, updated_at = now()
         WHERE event_id = ${eventId} AND code = ${code} AND checked_in_at IS NULL AND refunded_at IS NULL RETURNING id`,
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
         WHERE refunded_at IS NULL AND event_id IN (${sql.join(
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
         WHERE t.event_id = ${eventId} AND t.refunded_at IS NULL AND (t.code = ${code} OR t.guest_name ILIKE ${like} OR o.buyer_name ILIKE ${like})
         ORDER BY coalesce(t.guest_name, o.buyer_name), t.id LIMIT 20`,
  )
}

/** A night's totals, from its paid orders (in cents) and their tickets, net of refunds (a wholly refunded order counts only in `refunded_cents`). */
export type NightTotalsRow = {
  paid_orders: number
  tickets_cents: number
  donations_cents: number
  fees_covered_cents: number
  gross_cents: number
  refunded_cents: number
  fair_value_cents: number
  sold: number
  checked_in: number
}

export async function selectNightTotals(payload: Payload, eventId: number): Promise<NightTotalsRow> {
  const [row] = await runSql<Record<keyof NightTotalsRow, number | string | null>>(
    payload,
    undefined,
    sql`SELECT
          (SELECT count(*) FROM ticket_orders WHERE event_id = ${eventId} AND status = 'paid') AS paid_orders,
          (SELECT coalesce(sum(i.price_cents * (i.quantity - i.refunded)), 0) FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id WHERE o.event_id = ${eventId} AND o.status = 'paid') AS tickets_cents,
          (SELECT coalesce(sum(donation_cents), 0) FROM ticket_orders WHERE event_id = ${eventId} AND status = 'paid') AS donations_cents,
          (SELECT coalesce(sum(fee_covered_cents), 0) FROM ticket_orders WHERE event_id = ${eventId} AND status = 'paid') AS fees_covered_cents,
          (SELECT coalesce(sum(charged_cents - refunded_cents), 0) FROM ticket_orders WHERE event_id = ${eventId} AND status = 'paid') AS gross_cents,
          (SELECT coalesce(sum(refunded_cents), 0) FROM ticket_orders WHERE event_id = ${eventId} AND status IN ('paid', 'refunded')) AS refunded_cents,
          (SELECT coalesce(sum(i.value_cents * (i.quantity - i.refunded)), 0) FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id WHERE o.event_id = ${eventId} AND o.status = 'paid') AS fair_value_cents,
          (SELECT count(*) FROM tickets WHERE event_id = ${eventId} AND refunded_at IS NULL) AS sold,
          (SELECT count(checked_in_at) FROM tickets WHERE event_id = ${eventId} AND refunded_at IS NULL) AS checked_in`,
  )
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value ?? 0)])) as NightTotalsRow
}

/** Every ticket of the event with its order's buyer, for the guest list: by order, then seat. */
export type GuestListRow = {
  order_id: number
  buyer_name: string
  buyer_email: string
  label: string
  code: string
  guest_name: string | null
  guest_email: string | null
  guest_note: string | null
  checked_in_at: Date | string | null
}

export async function selectGuestList(payload: Payload, eventId: number): Promise<GuestListRow[]> {
  return runSql<GuestListRow>(
    payload,
    undefined,
    sql`SELECT o.id AS order_id, o.buyer_name, o.buyer_email, t.label, t.code, t.guest_name, t.guest_email, t.guest_note, t.checked_in_at
         FROM tickets t JOIN ticket_orders o ON o.id = t.order_id WHERE t.event_id = ${eventId} AND t.refunded_at IS NULL ORDER BY o.id, t.id`,
  )
}
