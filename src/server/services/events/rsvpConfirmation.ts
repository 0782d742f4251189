import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { EventDetail } from '@/contracts/events'
import { rsvpConfirmation } from '@/email/eventMails'
import { renderMail } from '@/email/renderMail'
import { formatDateTime } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'
import type { Event, Rsvp } from '@/payload-types'

import { eventCalendar } from '../../calendar'
import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { mayMail } from '../mailCap'
import { toDetail } from './events'

/**
 * Whether a new RSVP of this address may be confirmed by mail. RSVPs are public: anyone may give
 * someone else's address, so one address gets at most a few confirmations an hour ('rsvp' in
 * src/server/services/mailCap.ts), and the form cannot be used to flood an inbox from the foundation.
 * Counted inside the RSVP's transaction.
 */
export async function mayConfirmRsvp(payload: Payload, email: string, req: PayloadRequest): Promise<boolean> {
  return mayMail(payload, 'rsvp', email, req)
}

/** When an event is, in words: its start, and its end when it has one. */
export const eventWhen = (event: EventDetail) => (event.end_at ? `${formatDateTime(event.start_at)}, until ${formatDateTime(event.end_at)}` : formatDateTime(event.start_at))

/** An RSVP with its event, or null when either was deleted since the mail was queued. */
export async function findRsvpWithEvent(payload: Payload, rsvpId: number): Promise<{ rsvp: Rsvp; event: Event } | null> {
  const rsvp = await payload.findByID({ collection: 'rsvps', id: rsvpId, depth: 1, disableErrors: true })
  if (!rsvp || typeof rsvp.event !== 'object' || !rsvp.event) return null
  return { rsvp, event: rsvp.event }
}

/**
 * Mails a visitor who RSVPed the event's details and an .ics invitation for their calendar (a task
 * of the Jobs Queue, queued with the RSVP).
 */
export async function mailRsvpConfirmation(payload: Payload, rsvpId: number, job: string | number): Promise<'sent' | 'gone'> {
  const found = await findRsvpWithEvent(payload, rsvpId)
  if (!found) return 'gone'
  const event = toDetail(found.event, 0)
  const { rsvp } = found
  const { name: foundation } = await readFoundation(payload)
  const subject = `You are registered: ${event.title}`
  const words = rsvpConfirmation({
    name: rsvp.name,
    event: { title: event.title, when: eventWhen(event), location: event.location ?? null, summary: event.summary ?? null, detailsUrl: `${siteUrl()}/events/${event.id}` },
    foundation,
  })
  await sendMail(
    payload,
    {
      to: rsvp.email,
      subject,
      ...(await renderMail(subject, words, foundation)),
      attachments: [{ filename: 'event.ics', content: eventCalendar(event, foundation), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    },
    job,
  )
  return 'sent'
}
