import { getPayloadClient } from '@/app/payload'
import { eventCalendar } from '@/server/calendar'
import { fileResponse } from '@/server/http/respond'
import { getSiteContent } from '@/server/queries/siteContent'

import { loadEvent } from '../loadEvent'

type Context = { params: Promise<{ id: string }> }

/** "Add to calendar": the event as an iCalendar file, for published events only. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const event = await loadEvent((await params).id)
  if (!event) return new Response("Sorry, we couldn't find that event.", { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const content = await getSiteContent(getPayloadClient)
  // As public as the event's page: a CDN may keep it as briefly (src/lib/cache-policy.mjs).
  return fileResponse({ body: eventCalendar(event, content.foundation_name), contentType: 'text/calendar; charset=utf-8', caching: 'public', inlineName: `event-${event.id}.ics` })
}
