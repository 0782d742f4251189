'use client'

import { lazy, Suspense } from 'react'

import type { PublicTicket } from '@/contracts/tickets'

// The Buy tickets form is a chunk of its own, fetched only on an event that sells tickets: an
// event page with the RSVP form (most of them) carries none of it (tests/e2e/js-budget.spec.ts).
// The waitlist's form likewise, only where a ticket is sold out.
const BuyTickets = lazy(() => import('./BuyTickets.client').then((m) => ({ default: m.BuyTickets })))
const WaitlistForm = lazy(() => import('./WaitlistForm.client').then((m) => ({ default: m.WaitlistForm })))

export function TicketsPanel(props: { eventId: number; tickets: PublicTicket[]; publishableKey: string; offer?: string }) {
  const soldOut = props.tickets.filter((ticket) => ticket.sold_out)
  const onSale = soldOut.length < props.tickets.length
  return (
    <Suspense fallback={<p className="text-slate-700">Loading the ticket form…</p>}>
      {onSale && <BuyTickets {...props} />}
      {soldOut.length > 0 && !props.offer && <WaitlistForm eventId={props.eventId} tickets={soldOut} />}
    </Suspense>
  )
}
