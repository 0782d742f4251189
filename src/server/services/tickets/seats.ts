import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { PublicTicket } from '@/contracts/tickets'
import type { Event } from '@/payload-types'

/** The lock every change of an event's sold and held tickets takes (src/server/data/transactionLock.ts). */
export const ticketLock = (eventId: number) => `event-tickets:${eventId}`

/**
 * How many of each of an event's tickets are taken: held by an order being paid, or paid. A hold
 * that ran out still counts until `expireTicketHolds` has cancelled its PaymentIntent (so a card
 * confirmed at the last second can never make an oversell) and marked it expired.
 */
export async function seatsTakenIn(payload: Payload, eventId: number, req?: PayloadRequest): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'ticket-orders',
    where: { and: [{ event: { equals: eventId } }, { status: { in: ['held', 'paid'] } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { items: true },
    req,
  })
  const taken = new Map<string, number>()
  for (const order of docs) for (const item of order.items ?? []) taken.set(item.ticket, (taken.get(item.ticket) ?? 0) + item.quantity)
  return taken
}

/** An event's tickets as the public sees them: each with what is left. */
export function publicTickets(event: Pick<Event, 'tickets'>, taken: Map<string, number>): PublicTicket[] {
  return (event.tickets ?? []).map((ticket) => {
    const remaining = Math.max(0, ticket.quantity - (taken.get(ticket.key) ?? 0))
    return {
      key: ticket.key,
      label: ticket.label,
      price_cents: ticket.price_cents,
      value_cents: ticket.value_cents ?? 0,
      seats: ticket.seats ?? 1,
      quantity: ticket.quantity,
      sales_end_at: ticket.sales_end_at ?? null,
      remaining,
      sold_out: remaining === 0,
    }
  })
}
