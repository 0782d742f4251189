import 'server-only'

import { DateTime } from 'luxon'
import type { Payload, Where } from 'payload'

import { eventReminder } from '@/email/eventMails'
import { renderMail } from '@/email/renderMail'
import { queueMail } from '@/jobs/queueMail'
import { siteTimeZone } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'

import { hasOptedOutOfReminders } from '../../data/reminderOptOuts'
import { lockWithinTransaction } from '../../data/transactionLock'
import { sendMail } from '../../mail'
import { inTransaction } from '../../transaction'
import { readFoundation } from '../foundation'
import { toDetail } from './events'
import { eventWhen, findRsvpWithEvent } from './rsvpConfirmation'
import { unsubscribeLinks } from './unsubscribe'

export type ReminderKind = 'reminder' | 'thanks'

/** Reminders and thank-yous go out from this hour of the foundation's day, never in the night. */
const SEND_FROM_HOUR = 9

/** The field of an RSVP that records that its mail of this kind was queued. */
const MARK = { reminder: 'reminded_at', thanks: 'thanked_at' } as const

/** A day in the foundation's time zone, as an instant range [from, to). */
const dayRange = (day: DateTime) => ({ from: day.toUTC().toISO()!, to: day.plus({ days: 1 }).toUTC().toISO()! })

/** Published events that start tomorrow, or (for thank-yous) that ended yesterday, in the foundation's zone. */
function eventsWhere(kind: ReminderKind, now: Date): Where {
  const today = DateTime.fromJSDate(now, { zone: siteTimeZone() }).startOf('day')
  if (kind === 'reminder') {
    const { from, to } = dayRange(today.plus({ days: 1 }))
    return { and: [{ is_published: { equals: true } }, { start_at: { greater_than_equal: from } }, { start_at: { less_than: to } }] }
  }
  const { from, to } = dayRange(today.minus({ days: 1 }))
  const endedYesterday = (field: 'end_at' | 'start_at'): Where => ({ and: [{ [field]: { greater_than_equal: from } }, { [field]: { less_than: to } }] })
  return {
    and: [{ is_published: { equals: true } }, { or: [endedYesterday('end_at'), { and: [{ end_at: { exists: false } }, endedYesterday('start_at')] }] }],
  }
}

/**
 * Queues a reminder for everyone who RSVPed an event that starts tomorrow, and a thank-you for
 * everyone who RSVPed one that ended yesterday, from 9 in the morning of the foundation's day (a
 * scheduled task, run hourly: a missed hour is made up by the next). Each RSVP is marked in the same transaction as its mail job is queued,
 * so each gets one of each, however often this runs.
 */
export async function queueEventReminders(payload: Payload, now: Date): Promise<Record<ReminderKind, number>> {
  const queued = { reminder: 0, thanks: 0 }
  if (DateTime.fromJSDate(now, { zone: siteTimeZone() }).hour < SEND_FROM_HOUR) return queued
  for (const kind of ['reminder', 'thanks'] as const) {
    const events = await payload.find({ collection: 'events', where: eventsWhere(kind, now), depth: 0, pagination: false })
    if (!events.docs.length) continue
    queued[kind] = await inTransaction(payload, async ({ req }) => {
      await lockWithinTransaction(payload, req, `event-${kind}s`)
      const rsvps = await payload.find({
        collection: 'rsvps',
        where: { and: [{ event: { in: events.docs.map((e) => e.id) } }, { [MARK[kind]]: { exists: false } }] },
        depth: 0,
        pagination: false,
        req,
      })
      const at = new Date().toISOString()
      for (const rsvp of rsvps.docs) {
        await payload.update({ collection: 'rsvps', id: rsvp.id, data: { [MARK[kind]]: at }, depth: 0, req, context: { disableRevalidate: true } })
        await queueMail(payload, kind === 'reminder' ? 'mailEventReminder' : 'mailEventThanks', { rsvp: rsvp.id }, req)
      }
      return rsvps.docs.length
    })
  }
  return queued
}

/**
 * The day-before reminder or the day-after thank-you of one RSVP (a task of the Jobs Queue). An
 * address that unsubscribed since it was queued is sent nothing. Every such mail carries a
 * one-click unsubscribe (RFC 8058) and the same link in its text.
 */
export async function mailEventReminder(payload: Payload, rsvpId: number, kind: ReminderKind, job: string | number): Promise<'sent' | 'gone' | 'unsubscribed'> {
  const found = await findRsvpWithEvent(payload, rsvpId)
  if (!found) return 'gone'
  if (await hasOptedOutOfReminders(payload, found.rsvp.email)) return 'unsubscribed'
  const event = toDetail(found.event, 0)
  const { name: foundation } = await readFoundation(payload)
  const links = unsubscribeLinks(found.rsvp.email)
  const subject = kind === 'reminder' ? `Tomorrow: ${event.title}` : `Thank you for coming to ${event.title}`
  const words = eventReminder({
    kind,
    name: found.rsvp.name,
    event: {
      title: event.title,
      when: eventWhen(event),
      location: event.location ?? null,
      detailsUrl: `${siteUrl()}/events/${event.id}`,
      calendarUrl: `${siteUrl()}/events/${event.id}/calendar.ics`,
    },
    eventsUrl: `${siteUrl()}/events`,
    unsubscribeUrl: links.page,
    foundation,
  })
  await sendMail(
    payload,
    {
      to: found.rsvp.email,
      subject,
      ...(await renderMail(subject, words, foundation)),
      headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
    job,
  )
  return 'sent'
}
