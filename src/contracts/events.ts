import * as z from 'zod/mini'

import { messageSchema } from './api'
import { flag, isoDateTime, optionalHttpUrl, optionalLine, optionalText, requiredText } from './common'
import { dateRange } from './dateRange'
import { defineEndpoint } from './endpoint'
import { eventTicketsField, publicTicketSchema } from './tickets'

// The RSVP form's schema is in rsvp.ts, apart from these, which only the server uses.

export const CAPACITY_MESSAGE = 'Capacity must be a whole number from 1 to 100,000, or empty for no limit'
export const EVENT_FULL = 'This event is full'
export const EVENT_HAS_ORDERS = 'This event has ticket orders. Unpublish it instead, so its buyers’ tickets and receipts are kept.'
/** Fewer places than this left: the event page says how many. */
export const FEW_PLACES = 10

/** The rules of an event's fields, for the staff API, the staff dialog and /cms alike. */
export const eventFields = {
  title: requiredText('Title is required'),
  summary: optionalText(500),
  description: optionalText(20_000),
  start_at: isoDateTime('Start date is required'),
  end_at: z.pipe(
    z.optional(z.union([isoDateTime('Please enter a valid end date'), z.literal(''), z.null()])),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  location: optionalLine(300),
  external_registration_url: optionalHttpUrl(),
  is_published: z._default(flag(), false),
  /** Places for RSVPs; none (null) means no limit. */
  capacity: z.nullish(z.number({ error: CAPACITY_MESSAGE }).check(z.int(CAPACITY_MESSAGE), z.gte(1, CAPACITY_MESSAGE), z.lte(100_000, CAPACITY_MESSAGE))),
  /** Tickets sold online (src/contracts/tickets.ts); none: free RSVPs, as before. */
  tickets: eventTicketsField,
}

export const END_BEFORE_START_MESSAGE = 'The end must not be before the start'
/** The end, if any, must not come before the start; it may be the same instant. */
export const EVENT_DATES = { start: 'start_at', end: 'end_at', equalAllowed: true, message: END_BEFORE_START_MESSAGE } as const
/** The staff API's and the staff dialog's check (shown on the end field). */
export const endAfterStart = dateRange(EVENT_DATES)

/** What staff send to create or update an event (times are ISO 8601 with an offset or Z). */
export const adminEventSchema = z.object(eventFields).check(endAfterStart)
export type AdminEventInput = z.input<typeof adminEventSchema>

export const eventListItemSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  start_at: z.string(),
  location: z.nullable(z.string()),
  summary: z.nullable(z.string()),
})
export type EventListItem = z.infer<typeof eventListItemSchema>

export const eventDetailSchema = z.extend(eventListItemSchema, {
  description: z.nullable(z.string()),
  end_at: z.nullable(z.string()),
  external_registration_url: z.nullable(z.string()),
  is_published: z.boolean(),
  /** Places for RSVPs (null: no limit), and how many are left (null: no limit). */
  capacity: z.nullable(z.number().check(z.int())),
  spots_left: z.nullable(z.number().check(z.int())),
  /** Tickets sold online, each with what is left of it; an event with any takes no RSVPs. */
  tickets: z.array(publicTicketSchema),
})
export type EventDetail = z.infer<typeof eventDetailSchema>

export const adminEventSchemaOut = z.extend(eventDetailSchema, {
  created_at: z.string(),
  updated_at: z.string(),
  rsvp_count: z.number().check(z.int()),
})
export type AdminEvent = z.infer<typeof adminEventSchemaOut>

export const rsvpResultSchema = z.union([z.object({ message: z.string() }), z.object({ external_url: z.string() })])

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const updateEventEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/events/{id}',
  summary: 'Update an event',
  access: 'staff',
  role: 'content',
  body: adminEventSchema,
  output: adminEventSchemaOut,
})

export const deleteEventEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/events/{id}',
  summary: 'Delete an event (and its RSVPs)',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})

export const listAllEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events',
  summary: 'All events, drafts included',
  access: 'staff',
  role: 'content',
  output: z.array(adminEventSchemaOut),
})

export const createEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events',
  summary: 'Create an event',
  access: 'staff',
  role: 'content',
  body: adminEventSchema,
  status: 201,
  output: adminEventSchemaOut,
})

export const getEventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/events/{id}',
  summary: 'One published event',
  access: 'public',
  output: eventDetailSchema,
  cache: 'public',
})

export const listUpcomingEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/events',
  summary: 'Published events that have not ended, soonest first',
  access: 'public',
  output: z.array(eventListItemSchema),
  cache: 'public',
})
