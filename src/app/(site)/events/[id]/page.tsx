import type { Metadata } from 'next'
import { SiteLink } from '@/components/site/SiteLink'
import { notFound } from 'next/navigation'

import { Hero } from '@/components/site/Hero'
import { TicketsPanel } from '@/components/site/TicketsPanel.client'
import { RsvpForm } from '@/components/site/RsvpForm.client'
import { navyButton } from '@/components/ui/buttons'
import { ToastProvider } from '@/components/ui/Toaster.client'
import { EVENT_FULL, type EventDetail, FEW_PLACES } from '@/contracts/events'
import { formatDateTime } from '@/lib/dates'
import { cardGivingEnabled } from '@/lib/cardFee'
import { siteUrl } from '@/lib/site-url'

import { loadEvent } from './loadEvent'

type Props = { params: Promise<{ id: string }> }

/** None at build time: each event's page is rendered on its first visit, then cached. */
export function generateStaticParams(): { id: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const event = await loadEvent((await params).id)
  if (!event) return { title: 'Event not found' }
  return {
    title: event.title,
    description: event.summary ?? `${event.title}: ${formatDateTime(event.start_at)}`,
    openGraph: { title: event.title, description: event.summary ?? undefined, type: 'article' },
    alternates: { canonical: `/events/${event.id}` },
  }
}

function eventJsonLd(event: EventDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.summary ?? event.description ?? undefined,
    startDate: event.start_at,
    endDate: event.end_at ?? undefined,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: event.location ? { '@type': 'Place', name: event.location, address: event.location } : undefined,
    url: `${siteUrl()}/events/${event.id}`,
  }
}

export default async function EventPage({ params }: Props) {
  const event = await loadEvent((await params).id)
  if (!event) notFound()
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(eventJsonLd(event)).replace(/</g, '\\u003c') }} />
      <Hero title={event.title} subtitle={event.summary ?? undefined} size="small" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <dl className="space-y-3 rounded-lg bg-white p-6 shadow-sm">
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">When</dt>
              <dd className="mt-1 text-lg">
                <time dateTime={event.start_at}>{formatDateTime(event.start_at)}</time>
                {event.end_at && (
                  <span className="block text-slate-700">
                    Until <time dateTime={event.end_at}>{formatDateTime(event.end_at)}</time>
                  </span>
                )}
              </dd>
            </div>
            {event.location && (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-gold-700">Where</dt>
                <dd className="mt-1 text-lg">{event.location}</dd>
              </div>
            )}
          </dl>
          <h2 className="mt-10 text-2xl font-bold">About This Event</h2>
          <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-slate-700">{event.description || event.summary}</p>
          <p className="mt-10">
            <SiteLink href="/events" className="font-semibold text-navy-800 underline-offset-4 hover:underline">
              ← Back to Events
            </SiteLink>
          </p>
        </div>
        <aside aria-labelledby="register-title" className="h-fit rounded-lg border border-gold-300 bg-white p-6 shadow-sm">
          <h2 id="register-title" className="text-2xl font-bold">
            {event.tickets.length ? 'Tickets' : 'Register'}
          </h2>
          {event.tickets.length ? (
            <div className="mt-4">
              {event.tickets.every((ticket) => ticket.sold_out) && <p className="text-lg font-semibold text-navy-900">All tickets are sold out.</p>}
              {cardGivingEnabled() ? (
                <ToastProvider>
                  <TicketsPanel eventId={event.id} tickets={event.tickets} publishableKey={process.env.STRIPE_PUBLISHABLE_KEY ?? ''} />
                </ToastProvider>
              ) : (
                <p className="text-slate-700">Online ticket sales are not available right now. Please write to us to reserve your place.</p>
              )}
            </div>
          ) : event.external_registration_url ? (
            <div className="mt-4">
              <p className="text-slate-700">Registration for this event is handled by our partner.</p>
              <a href={event.external_registration_url} target="_blank" rel="noopener noreferrer" className={`${navyButton} mt-4 w-full`}>
                Register Now<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          ) : event.spots_left === 0 ? (
            <p role="status" className="mt-4 text-lg font-semibold text-navy-900">
              {EVENT_FULL}
            </p>
          ) : (
            <div className="mt-4">
              <p className="mb-4 text-slate-700">Let us know you are coming.</p>
              {event.spots_left !== null && event.spots_left < FEW_PLACES && (
                <p className="mb-4 font-semibold text-gold-700">
                  Only {event.spots_left} {event.spots_left === 1 ? 'place' : 'places'} left
                </p>
              )}
              <ToastProvider>
                <RsvpForm eventId={event.id} eventTitle={event.title} />
              </ToastProvider>
            </div>
          )}
          <p className="mt-6 border-t pt-4">
            <a href={`/events/${event.id}/calendar.ics`} className="font-semibold text-navy-800 underline underline-offset-4" download>
              Add to calendar
            </a>
          </p>
        </aside>
      </div>
    </>
  )
}
