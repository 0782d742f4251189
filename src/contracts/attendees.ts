import * as z from 'zod/mini'

import { messageSchema } from './api'
import { defineEndpoint } from './endpoint'

/** Someone who RSVPed for an event, as staff see them. */
export const attendeeSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
})
export type Attendee = z.infer<typeof attendeeSchema>

export const ATTENDEE_CSV_COLUMNS = ['Name', 'Email', 'RSVP date'] as const

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const exportEventAttendeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/attendees.csv',
  summary: 'An event’s attendee list as CSV (Name, Email, RSVP date; cells never read as formulas)',
  access: 'staff',
  role: 'content',
  file: { contentType: 'text/csv', description: 'CSV file, named event-{id}-attendees.csv' },
})

export const removeEventAttendeeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/events/{id}/attendees/{rsvpId}',
  summary: 'Remove an attendee from an event (their place becomes free again)',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})

export const listEventAttendeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/attendees',
  summary: 'Who RSVPed for an event (name, email, when), in the order they did',
  access: 'staff',
  role: 'content',
  output: z.array(attendeeSchema),
})
