import 'server-only'

import type { Payload } from 'payload'

import type { AuditContext } from '@/plugins/audit/hooks'
import { type Attendee, ATTENDEE_CSV_COLUMNS } from '@/contracts/attendees'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { CSV_BOM, csvLine } from '@/lib/csv'
import { expireCacheTags } from '@/lib/revalidate'
import type { Rsvp } from '@/payload-types'

import { notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { recordStaffAction } from '../staff/staffActions'
import { findForStaff } from '../staff/staffLookup'

const toAttendee = (r: Rsvp): Attendee => ({ id: r.id, name: r.name, email: r.email, created_at: r.createdAt })

/** Who RSVPed for an event (drafts included), in the order they did. */
export async function listAttendees(payload: Payload, staff: Staff, eventId: number): Promise<Attendee[]> {
  await findForStaff(payload, 'events', staff, eventId, 'That event does not exist.')
  const { docs } = await payload.find({
    collection: 'rsvps',
    where: { event: { equals: eventId } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: staff,
  })
  return docs.map(toAttendee)
}

/** The attendee list as a CSV file, and the name to save it under. */
export async function attendeesCsv(payload: Payload, staff: Staff, eventId: number): Promise<{ filename: string; text: string }> {
  const attendees = await listAttendees(payload, staff, eventId)
  await recordStaffAction(payload, { action: 'export', target: { collection: 'events', id: eventId }, summary: `attendee list, ${attendees.length} rows` })
  const lines = attendees.map((a) => csvLine([a.name, a.email, a.created_at]))
  return { filename: `event-${eventId}-attendees.csv`, text: CSV_BOM + csvLine([...ATTENDEE_CSV_COLUMNS]) + lines.join('') }
}

/** Removes one RSVP of the event (its place becomes free again). */
export async function removeAttendee(payload: Payload, staff: Staff, eventId: number, rsvpId: number): Promise<void> {
  const rsvp = await payload.findByID({ collection: 'rsvps', id: rsvpId, depth: 0, overrideAccess: false, user: staff, disableErrors: true })
  const rsvpEvent = typeof rsvp?.event === 'object' ? rsvp.event.id : rsvp?.event
  if (!rsvp || rsvpEvent !== eventId) throw notFound('That attendee is not on this event’s list.')
  await payload.delete({ collection: 'rsvps', id: rsvpId, overrideAccess: false, user: staff, context: { auditAction: 'attendee.remove' } satisfies AuditContext })
  // Once committed, the freed place shows at once (the collection hook ran inside the delete).
  await expireCacheTags([CACHE_TAGS.event(eventId)])
}
