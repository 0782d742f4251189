import 'server-only'

import type { EventDetail } from '@/contracts/events'
import type { RsvpInput } from '@/contracts/rsvp'
import { formatDateTime } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'

import { eventCalendar } from '../calendar'
import { sendMail } from '../mail'
import { getPayloadClient } from '../payload'
import { getSiteContent } from '../queries/siteContent'

const CONFIRMATIONS_PER_HOUR = 3

/** RSVPs made with this address in the last hour, this one included. */
async function recentRsvpsOf(email: string): Promise<number> {
  const payload = await getPayloadClient()
  const since = new Date(Date.now() - 60 * 60 * 1000).toISOString()
  return (await payload.count({ collection: 'rsvps', where: { email: { equals: email }, createdAt: { greater_than: since } } })).totalDocs
}

/**
 * Mails a visitor who RSVPed the event's details and an .ics invitation for their calendar. Sent
 * after the answer; a failure is logged, and the RSVP stays (staff see it in the attendee list).
 */
export async function sendRsvpConfirmation(event: EventDetail, rsvp: RsvpInput): Promise<void> {
  try {
    // RSVPs are public: anyone may give someone else's address. One address gets at most a few
    // confirmations an hour, so the form cannot be used to flood an inbox from the foundation.
    if ((await recentRsvpsOf(rsvp.email)) > CONFIRMATIONS_PER_HOUR) return
    const content = await getSiteContent()
    const when = event.end_at ? `${formatDateTime(event.start_at)}, until ${formatDateTime(event.end_at)}` : formatDateTime(event.start_at)
    const text = [
      `Dear ${rsvp.name.replace(/\s+/g, ' ')},`,
      '',
      `Thank you for letting us know you are coming to ${event.title}.`,
      '',
      `When: ${when}`,
      ...(event.location ? [`Where: ${event.location}`] : []),
      '',
      ...(event.summary ? [event.summary, ''] : []),
      `Details: ${siteUrl()}/events/${event.id}`,
      '',
      'The attached invitation (event.ics) adds it to your calendar.',
      '',
      'With gratitude,',
      content.foundation_name,
    ].join('\n')
    await sendMail({
      to: rsvp.email,
      subject: `You are registered: ${event.title}`,
      text,
      attachments: [{ filename: 'event.ics', content: eventCalendar(event, content.foundation_name), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    })
  } catch (error) {
    const payload = await getPayloadClient()
    payload.logger.error(`The RSVP confirmation for event ${event.id} was not mailed: ${error instanceof Error ? error.message : error}`)
  }
}
