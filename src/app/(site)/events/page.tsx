import type { Metadata } from 'next'

import { getPayloadClient } from '@/app/payload'
import { EventCard } from '@/components/site/EventCard'
import { Hero } from '@/components/site/Hero'
import { Section } from '@/components/site/Section'
import { formatShortDate } from '@/lib/dates'
import { orEmptyList } from '@/server/queries/cachedRead'
import { getUpcomingEvents } from '@/server/queries/public'

export const metadata: Metadata = {
  title: 'Events',
  description: 'Walks, gatherings and programs of remembrance and hope. Join us in making a difference.',
}

export default async function EventsPage() {
  const events = await orEmptyList(getUpcomingEvents(getPayloadClient), 'events')
  return (
    <>
      <Hero title="Events" subtitle="Join us in making a difference" size="small" />
      <Section>
        {events.length === 0 ? (
          <div className="text-center">
            <p className="text-xl font-semibold text-navy-900">No upcoming events at this time.</p>
            <p className="mt-2 text-slate-700">Check back soon for new events and opportunities!</p>
          </div>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <EventCard key={event.id} event={event} date={formatShortDate(event.start_at)} headingLevel="h2" />
            ))}
          </div>
        )}
      </Section>
    </>
  )
}
