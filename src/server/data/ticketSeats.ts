import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { runSql as run } from './sessionSql'

// The SQL of an event's seats: counted in one statement, and an order held in two, inside the
// caller's transaction (which holds the event's ticket lock). Done outside Payload's find and
// create because the hold is the one step every buyer of a sell-out waits for in turn: through
// Payload it took ~50 ms on a loaded two-core machine, so 200 buyers queued past the 4 s query
// timeout and some heard 503 (bench:tickets; docs/tickets.md).

/** The lock every change of an event's sold and held tickets takes (src/server/data/transactionLock.ts). */
export const ticketLock = (eventId: number) => `event-tickets:${eventId}`

/**
 * How many of each of an event's tickets are taken: held by an order being paid, paid and not
 * refunded, or offered to someone on the waitlist (until the offer lapses). A hold that ran out
 * still counts until `expireTicketHolds` has cancelled its PaymentIntent (so a card confirmed at
 * the last second can never make an oversell) and marked it expired.
 */
export async function seatsTakenIn(payload: Payload, eventId: number, req?: Partial<PayloadRequest>): Promise<Map<string, number>> {
  const rows = await run<{ ticket: string; taken: number }>(
    payload,
    req,
    sql`SELECT ticket, sum(n)::int AS taken FROM (
          SELECT i.ticket, i.quantity - i.refunded AS n FROM ticket_orders o JOIN ticket_orders_items i ON i._parent_id = o.id
           WHERE o.event_id = ${eventId} AND o.status IN ('held', 'paid')
          UNION ALL
          SELECT ticket, quantity AS n FROM waitlist_entries WHERE event_id = ${eventId} AND status = 'offered'
        ) seats GROUP BY ticket`,
  )
  return new Map(rows.map((row) => [row.ticket, row.taken]))
}

/** One line of a held order, priced by the server. */
export type HeldLine = { ticket: string; label: string; quantity: number; seats: number; price_cents: number; value_cents: number }

export type HeldOrderRow = {
  event: number
  buyer_name: string
  buyer_email: string
  tickets_cents: number
  donation_cents: number
  fee_covered_cents: number
  charged_cents: number
  idempotency_key_hash: string | null
  request_hash: string
  hold_expires_at: string
  items: HeldLine[]
}

/** Stores an order as held, with its lines, in the transaction of `req`: its id. */
export async function insertHeldOrder(payload: Payload, req: Partial<PayloadRequest>, order: HeldOrderRow): Promise<number> {
  const [row] = await run<{ id: number }>(
    payload,
    req,
    sql`INSERT INTO ticket_orders (event_id, buyer_name, buyer_email, tickets_cents, donation_cents, fee_covered_cents, charged_cents, refunded_cents, status, hold_expires_at, idempotency_key_hash, request_hash)
        VALUES (${order.event}, ${order.buyer_name}, ${order.buyer_email}, ${order.tickets_cents}, ${order.donation_cents}, ${order.fee_covered_cents}, ${order.charged_cents}, 0, 'held', ${order.hold_expires_at}, ${order.idempotency_key_hash}, ${order.request_hash})
        RETURNING id`,
  )
  const id = row!.id
  const lines = order.items.map(
    // Payload's own array rows are keyed by 24 hex digits (an ObjectId); these are the same shape.
    (line, index) => sql`(${index + 1}, ${id}, ${randomBytes(12).toString('hex')}, ${line.ticket}, ${line.label}, ${line.quantity}, ${line.seats}, ${line.price_cents}, ${line.value_cents}, 0)`,
  )
  await run(payload, req, sql`INSERT INTO ticket_orders_items (_order, _parent_id, id, ticket, label, quantity, seats, price_cents, value_cents, refunded) VALUES ${sql.join(lines, sql`, `)}`)
  return id
}
