import 'server-only'

import type { PublicTicket } from '@/contracts/tickets'
import type { Event } from '@/payload-types'

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
