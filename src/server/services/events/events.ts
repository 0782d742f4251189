import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { AdminEvent, AdminEventInput, EventDetail, EventListItem } from '@/contracts/events'
import { adminEventSchema, EVENT_FULL, EVENT_HAS_ORDERS } from '@/contracts/events'
import type { RsvpInput } from '@/contracts/rsvp'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { isUniqueViolation } from '@/lib/postgres'
import { expireCacheTags } from '@/lib/revalidate'
import type { Event } from '@/payload-types'

import { countRsvpsByEvent } from '../../data/rsvps'
import { lockWithinTransaction } from '../../data/transactionLock'
import { conflict, invalid, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'
import { findForStaff } from '../staff/staffLookup'
import { seatsTakenIn } from '../../data/ticketSeats'
import { publicTickets } from '../tickets/seats'

const toListItem = (e: Event): EventListItem => ({
  id: e.id,
  title: e.title,
  start_at: e.start_at,
  location: e.location ?? null,
  summary: e.summary ?? null,
})

/** An event as the API, the pages and the mails show it, with its places left given its RSVPs and its tickets taken. */
export const toDetail = (e: Event, rsvps: number, ticketsTaken: Map<string, number> = new Map()): EventDetail => ({
  ...toListItem(e),
  description: e.description ?? null,
  end_at: e.end_at ?? null,
  external_registration_url: e.external_registration_url ?? null,
  is_published: Boolean(e.is_published),
  capacity: e.capacity ?? null,
  spots_left: e.capacity ? Math.max(0, e.capacity - rsvps) : null,
  tickets: publicTickets(e, ticketsTaken),
})

/** The tickets taken of an event that sells any (none read otherwise). */
const ticketsTakenOf = async (payload: Payload, e: Event): Promise<Map<string, number>> => (e.tickets?.length ? seatsTakenIn(payload, e.id) : new Map())

const toAdminEvent = (e: Event, rsvps: number, ticketsTaken?: Map<string, number>): AdminEvent => ({
  ...toDetail(e, rsvps, ticketsTaken),
  created_at: e.createdAt,
  updated_at: e.updatedAt,
  rsvp_count: rsvps,
})

/** How many have RSVPed for an event. */
async function countRsvps(payload: Payload, eventId: number, req?: PayloadRequest): Promise<number> {
  return (await payload.count({ collection: 'rsvps', where: { event: { equals: eventId } }, req })).totalDocs
}

/** Published events that have not ended yet (an event without an end counts until its start). */
function notEndedWhere(now: string): Where {
  return {
    or: [{ end_at: { greater_than_equal: now } }, { and: [{ end_at: { exists: false } }, { start_at: { greater_than_equal: now } }] }],
  }
}

/** An event of the public lists, with the moment it stops being upcoming. */
export type UpcomingEvent = EventListItem & { ends_at: string }

/** Published events that have not ended, soonest first. */
export async function listUpcomingEvents(payload: Payload): Promise<UpcomingEvent[]> {
  const { docs } = await payload.find({
    collection: 'events',
    overrideAccess: false, // the public's view: published only
    where: notEndedWhere(new Date().toISOString()),
    sort: 'start_at',
    pagination: false,
    depth: 0,
  })
  return docs.map((e) => ({ ...toListItem(e), ends_at: e.end_at ?? e.start_at }))
}

/** A published event, or null (drafts are unknown to the public). */
export async function findPublicEvent(payload: Payload, id: number): Promise<EventDetail | null> {
  const { docs } = await payload.find({
    collection: 'events',
    overrideAccess: false,
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
  })
  const event = docs[0]
  return event ? toDetail(event, event.capacity ? await countRsvps(payload, event.id) : 0, await ticketsTakenOf(payload, event)) : null
}

/** The refusal (404 from the API) for an event the public may not see. */
export const eventNotFound = () => notFound("Sorry, we couldn't find that event.")

/** A published event's record, as the public may see it (its tickets included), or 404. */
export async function publishedEvent(payload: Payload, id: number): Promise<Event> {
  const { docs } = await payload.find({ collection: 'events', overrideAccess: false, where: { id: { equals: id } }, limit: 1, depth: 0 })
  if (!docs[0]) throw eventNotFound()
  return docs[0]
}

/** A published event, or 404. */
export async function getPublicEvent(payload: Payload, id: number): Promise<EventDetail> {
  const event = await findPublicEvent(payload, id)
  if (!event) throw eventNotFound()
  return event
}

export const SELLS_TICKETS = 'This event sells tickets: please choose yours on the event’s page.'

export type RsvpOutcome = { kind: 'registered'; created: boolean; event: EventDetail } | { kind: 'external'; url: string }

/**
 * Registers a visitor for a published, not yet ended event; one row per (event, email), so a
 * repeated RSVP changes nothing. Events that register elsewhere point the visitor there. For an
 * event with a capacity, the count and the new row are one step under a lock on the event, so two
 * visitors racing for the last place never both get it.
 */
export async function rsvpToEvent(payload: Payload, eventId: number, input: RsvpInput): Promise<RsvpOutcome> {
  const event = await getPublicEvent(payload, eventId)
  if (event.external_registration_url) return { kind: 'external', url: event.external_registration_url }
  if (event.tickets.length) throw conflict(SELLS_TICKETS)
  const endsAt = Date.parse(event.end_at ?? event.start_at)
  if (endsAt < Date.now()) throw invalid({}, 'This event has already taken place.')
  try {
    const created = await inTransaction(payload, async ({ payload, req }) => {
      if (event.capacity) await lockWithinTransaction(payload, req, `event-places:${eventId}`)
      const existing = await payload.count({ collection: 'rsvps', where: { and: [{ event: { equals: eventId } }, { email: { equals: input.email } }] }, req })
      // Already registered: nothing changes (a stranger who knows the email must not rename it).
      if (existing.totalDocs) return false
      // The capacity as it is now, under the lock (staff may have just changed it).
      const capacity = event.capacity ? (await payload.findByID({ collection: 'events', id: eventId, depth: 0, req })).capacity : null
      if (capacity && (await countRsvps(payload, eventId, req)) >= capacity) throw conflict(EVENT_FULL)
      // Visitors may RSVP only through this checked, rate-limited path; the collection itself is staff-only.
      await payload.create({ collection: 'rsvps', data: { event: eventId, ...input }, overrideAccess: true, req })
      return true
    })
    // Once committed, the places left show at once (the collection hook ran inside the transaction).
    if (created && event.capacity) await expireCacheTags([CACHE_TAGS.event(eventId)])
    return { kind: 'registered', created, event }
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'registered', created: false, event } // a concurrent twin won
    throw error
  }
}

// Staff

export async function listAllEvents(payload: Payload, staff: Staff): Promise<AdminEvent[]> {
  const { docs } = await payload.find({
    collection: 'events',
    overrideAccess: false,
    user: staff,
    sort: '-start_at',
    pagination: false,
    depth: 0,
  })
  const rsvps = await countRsvpsByEvent(payload)
  return Promise.all(docs.map(async (e) => toAdminEvent(e, rsvps.get(e.id) ?? 0, await ticketsTakenOf(payload, e))))
}

type EventData = ReturnType<typeof adminEventSchema.parse>

export async function createEvent(payload: Payload, staff: Staff, data: EventData): Promise<AdminEvent> {
  const event = await payload.create({ collection: 'events', data, overrideAccess: false, user: staff })
  return toAdminEvent(event, 0)
}

export async function updateEvent(payload: Payload, staff: Staff, id: number, data: EventData): Promise<AdminEvent> {
  await findEventForStaff(payload, staff, id)
  const event = await payload.update({ collection: 'events', id, data, overrideAccess: false, user: staff })
  return toAdminEvent(event, await countRsvps(payload, id), await ticketsTakenOf(payload, event))
}

export async function deleteEvent(payload: Payload, staff: Staff, id: number): Promise<void> {
  await findEventForStaff(payload, staff, id)
  // Refused before its RSVPs go (the collection's hook refuses it too, for /cms).
  if ((await payload.count({ collection: 'ticket-orders', where: { event: { equals: id } }, overrideAccess: true })).totalDocs) throw conflict(EVENT_HAS_ORDERS)
  await payload.delete({ collection: 'rsvps', where: { event: { equals: id } }, overrideAccess: false, user: staff })
  await payload.delete({ collection: 'events', id, overrideAccess: false, user: staff })
}

const findEventForStaff = (payload: Payload, staff: Staff, id: number) => findForStaff(payload, 'events', staff, id, 'That event does not exist.')

export type { AdminEventInput }
