'use client'

import { lazy, Suspense } from 'react'

import type { PublicTicket } from '@/contracts/tickets'

// The Buy tickets form is a chunk of its own, fetched only on an event that sells tickets: an
// event page with the RSVP form (most of them) carries none of it (tests/e2e/js-budget.spec.ts).
const BuyTickets = lazy(() => import('./BuyTickets.client').then((m) => ({ default: m.BuyTickets })))

export function TicketsPanel(props: { eventId: number; tickets: PublicTicket[]; publishableKey: string }) {
  return (
    <Suspense fallback={<p className="text-slate-700">Loading the ticket form…</p>}>
      <BuyTickets {...props} />
    </Suspense>
  )
}
