import 'server-only'

import type { Payload, Where } from 'payload'

import { type CheckedIn, type DoorEvent, type DoorGuest, type DoorView, normalizeTicketCode, NOT_THIS_EVENTS_TICKET, NOT_TODAYS_EVENT } from '@/contracts/door'
import { roleMayUse } from '@/contracts/roles'
import { formatTime, iso, nextZonedMidnight, zonedDay, zonedLocalToIso } from '@/lib/dates'
import { recordAudit } from '@/plugins/audit/recordAudit'
import type { Event } from '@/payload-types'

import { checkInTicketRow, type DoorGuestRow, searchDoorGuests, selectDoorCounts } from '../../data/door'
import { conflict, forbidden, notFound } from '../../domain/errors'

const TICKET_REFUNDED = 'This ticket was refunded: it admits nobody. Ask the guest for another ticket.'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'

// The door (docs/tickets.md, "At the door"): the `door` role checks guests in at the day's events
// and nothing else; content staff and admins at any event's door.

const NO_EVENT = 'That event does not exist.'

/** Today's window in the foundation's zone: from its midnight to the next. */
function today(now: Date) {
  const day = zonedDay(now)
  return { day, from: new Date(zonedLocalToIso(`${day}T00:00`)), to: nextZonedMidnight(now) }
}

/** Whether the event takes place (starts, goes on, or ends) on the day of `now`. */
export function isOnTheDay(event: Pick<Event, 'start_at' | 'end_at'>, now = new Date()): boolean {
  const { day } = today(now)
  return zonedDay(new Date(event.start_at)) <= day && day <= zonedDay(new Date(event.end_at ?? event.start_at))
}

const mayOpenAnyDoor = (staff: Staff) => roleMayUse(staff.role, 'content')

async function doorEvent(payload: Payload, staff: Staff, eventId: number): Promise<Event> {
  const event = await payload.findByID({ collection: 'events', id: eventId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!event || !event.tickets?.length) throw notFound(NO_EVENT)
  if (!mayOpenAnyDoor(staff) && !isOnTheDay(event)) throw forbidden(NOT_TODAYS_EVENT)
  return event
}

const toDoorEvent = (event: Event, counts?: { sold: number; checked_in: number }): DoorEvent => ({
  id: event.id,
  title: event.title,
  start_at: iso(event.start_at)!,
  end_at: iso(event.end_at),
  sold: counts?.sold ?? 0,
  checked_in: counts?.checked_in ?? 0,
})

const toDoorGuest = (row: DoorGuestRow): DoorGuest => ({
  code: row.code,
  ticket: row.label,
  guest_name: row.guest_name,
  buyer_name: row.buyer_name,
  checked_in_at: iso(row.checked_in_at),
  checked_in_by: row.checked_in_by,
})

/** The events whose door the caller may keep: today's that sell tickets; content staff and admins, the coming ones too. */
export async function listDoorEvents(payload: Payload, staff: Staff, now = new Date()): Promise<DoorEvent[]> {
  const { from, to } = today(now)
  const onTheDay: Where = {
    and: [{ start_at: { less_than: to.toISOString() } }, { or: [{ start_at: { greater_than_equal: from.toISOString() } }, { end_at: { greater_than_equal: from.toISOString() } }] }],
  }
  const { docs } = await payload.find({
    collection: 'events',
    where: mayOpenAnyDoor(staff) ? { or: [onTheDay, { start_at: { greater_than_equal: from.toISOString() } }] } : onTheDay,
    sort: 'start_at',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const ticketed = docs.filter((event) => event.tickets?.length)
  const counts = await selectDoorCounts(
    payload,
    ticketed.map((event) => event.id),
  )
  return ticketed.map((event) => toDoorEvent(event, counts.get(event.id)))
}

/** The event's door: its counts, and the guests matching `q` (by name, buyer's name, or code). */
export async function doorView(payload: Payload, staff: Staff, eventId: number, q = ''): Promise<DoorView> {
  const event = await doorEvent(payload, staff, eventId)
  const counts = await selectDoorCounts(payload, [event.id])
  const text = q.trim()
  const guests = text ? await searchDoorGuests(payload, event.id, text, normalizeTicketCode(text)) : []
  return { event: toDoorEvent(event, counts.get(event.id)), guests: guests.map(toDoorGuest) }
}

/** Checks the ticket's guest in, once: a second scan is a 409 saying when and by whom; a code of no ticket of this event, a 404. */
export async function checkInGuest(payload: Payload, staff: Staff, eventId: number, code: string, now = new Date()): Promise<CheckedIn> {
  const event = await doorEvent(payload, staff, eventId)
  const result = await inTransaction(payload, async ({ payload, req }) => {
    const found = await checkInTicketRow(payload, req, event.id, code, staff.id, now)
    if (found?.now) await recordAudit(payload, { action: 'ticket.check-in', target: { collection: 'tickets', id: found.row.id }, summary: `${found.row.label} at ${event.title}` }, { req })
    return found
  })
  if (!result) throw notFound(NOT_THIS_EVENTS_TICKET)
  if (result.row.refunded_at) throw conflict(TICKET_REFUNDED)
  const { row } = result
  if (!result.now) throw conflict(`Already checked in at ${formatTime(iso(row.checked_in_at)!)} by ${row.checked_in_by ?? 'a staff member no longer on the staff'}.`)
  const counts = (await selectDoorCounts(payload, [event.id])).get(event.id)
  return { guest: row.guest_name ?? row.buyer_name, ticket: row.label, checked_in_at: iso(row.checked_in_at)!, sold: counts?.sold ?? 0, checked_in: counts?.checked_in ?? 0 }
}
