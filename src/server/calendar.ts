import 'server-only'

import ical, { ICalCalendarMethod } from 'ical-generator'
import { DateTime } from 'luxon'
import { tzlib_get_ical_block } from 'timezones-ical-library'

import type { EventDetail } from '@/contracts/events'
import { siteTimeZone } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'

/** An event without an end is shown in calendars as lasting this long. */
const DEFAULT_LENGTH_HOURS = 2

/** The VTIMEZONE block of a zone, so every calendar reads the times as the foundation's. */
const vtimezone = (zone: string): string | null => {
  const block = tzlib_get_ical_block(zone)
  return Array.isArray(block) ? (block[0] ?? null) : null
}

/**
 * An event as an iCalendar file (RFC 5545, METHOD:PUBLISH): its times in the foundation's time
 * zone (TZID with a VTIMEZONE), its page as URL, and a UID that stays the same, so importing it
 * again updates the entry instead of adding a second one.
 */
export function eventCalendar(event: EventDetail, foundationName: string): string {
  const zone = siteTimeZone()
  const start = DateTime.fromISO(event.start_at, { zone })
  const end = event.end_at ? DateTime.fromISO(event.end_at, { zone }) : start.plus({ hours: DEFAULT_LENGTH_HOURS })
  const url = `${siteUrl()}/events/${event.id}`
  const calendar = ical({ name: foundationName, prodId: { company: foundationName, product: 'events' }, method: ICalCalendarMethod.PUBLISH })
  // The zone is named on the event, not the calendar: DTSTAMP stays in UTC as RFC 5545 asks, and
  // the generator still adds the zone's VTIMEZONE block.
  calendar.timezone({ name: null, generator: vtimezone })
  calendar.createEvent({
    id: `event-${event.id}@${new URL(siteUrl()).hostname}`,
    start,
    end,
    timezone: zone,
    summary: event.title,
    description: [event.summary, event.description, url].filter(Boolean).join('\n\n'),
    location: event.location,
    url,
  })
  return calendar.toString()
}
