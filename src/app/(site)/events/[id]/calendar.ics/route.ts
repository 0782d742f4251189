import { getPayloadClient } from '@/app/payload'
import { eventCalendar } from '@/server/calendar'
import { getSiteContent } from '@/server/queries/siteContent'

import { loadEvent } from '../loadEvent'

type Context = { params: Promise<{ id: string }> }

/** "Add to calendar": the event as an iCalendar file, for published events only. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const event = await loadEvent((await params).id)
  if (!event) return new Response('Sorry, we couldn\'t find that event.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const content = await getSiteContent(getPayloadClient)
  return new Response(eventCalendar(event, content.foundation_name), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="event-${event.id}.ics"`,
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
