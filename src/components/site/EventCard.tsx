import { SiteLink } from '@/components/site/SiteLink'

import type { EventListItem } from '@/contracts/events'

type Props = { event: EventListItem; date: string; headingLevel?: 'h2' | 'h3' }

/** An event in a grid: date, title, place, summary and a link to its page. */
export function EventCard({ event, date, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="flex flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wide text-gold-700">
        <time dateTime={event.start_at}>{date}</time>
      </p>
      <Heading className="mt-2 text-xl font-semibold">{event.title}</Heading>
      {event.location && <p className="mt-1 text-sm text-slate-600">{event.location}</p>}
      {event.summary && <p className="mt-3 flex-1 leading-relaxed text-slate-700">{event.summary}</p>}
      <SiteLink href={`/events/${event.id}`} className="mt-4 font-semibold text-navy-800 underline-offset-4 hover:underline" aria-label={`Learn more about ${event.title}`}>
        Learn More →
      </SiteLink>
    </article>
  )
}
