import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { Hero } from '@/components/site/Hero'
import { LinkProblem } from '@/components/site/LinkProblem'
import { TicketsPanel } from '@/components/site/TicketsPanel.client'
import { ToastProvider } from '@/components/ui/Toaster.client'
import { OFFER_LINK_DEAD } from '@/contracts/waitlist'
import { formatDateTime } from '@/lib/dates'
import { DomainError } from '@/server/domain/errors'
import { publicTickets } from '@/server/services/tickets/seats'
import { readOffer } from '@/server/services/tickets/waitlist'

export const metadata: Metadata = { title: 'Seats offered to you', robots: { index: false }, referrer: 'no-referrer' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A waitlist offer's emailed link: the seats held for this person, to buy until the offer runs out. */
export default async function WaitlistOfferPage({ searchParams }: Props) {
  const raw = (await searchParams).token
  const token = typeof raw === 'string' ? raw : undefined
  const offer = token
    ? await readOffer(await getPayloadClient(), token).catch((error: unknown) => {
        if (!(error instanceof DomainError)) throw error
        return null
      })
    : null
  const ticket = offer?.event.tickets?.find((t) => t.key === offer.entry.ticket)
  return (
    <>
      <Hero title="Seats offered to you" subtitle={offer ? `${offer.event.title}, ${formatDateTime(offer.event.start_at)}` : undefined} size="small" />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {token && offer && ticket ? (
          <>
            <p className="mb-6 text-lg">
              {offer.entry.quantity} × {ticket.label} {offer.entry.quantity === 1 ? 'is' : 'are'} held for you until{' '}
              <time dateTime={offer.entry.offer_expires_at!}>{formatDateTime(offer.entry.offer_expires_at!)}</time>.
            </p>
            <ToastProvider>
              <TicketsPanel
                eventId={offer.event.id}
                offer={token}
                publishableKey={process.env.STRIPE_PUBLISHABLE_KEY ?? ''}
                tickets={publicTickets({ tickets: [ticket] }, new Map([[ticket.key, ticket.quantity - offer.entry.quantity]]))}
              />
            </ToastProvider>
          </>
        ) : (
          <LinkProblem message={OFFER_LINK_DEAD} href="/events" label="See our events" />
        )}
      </div>
    </>
  )
}
