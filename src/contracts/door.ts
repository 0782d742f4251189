import * as z from 'zod/mini'

import { defineEndpoint } from './endpoint'

/*
 * The benefit night's door and its orders, as staff see them (issue 45, docs/tickets.md): the
 * day's events with their counts, a guest found by name or code, one tap to check them in, and
 * every order of an event with its tickets.
 */

export const CHECK_IN_CODE_MESSAGE = 'Enter the ticket’s code (the letters and digits under its QR code)'
export const NOT_THIS_EVENTS_TICKET = 'No ticket of this event has that code.'
export const NOT_TODAYS_EVENT = 'The door role checks guests in only on the day of the event.'

/** A ticket's code as typed or scanned: spaces and dashes dropped, letters upper-cased. */
export const normalizeTicketCode = (code: string): string => code.replace(/[\s-]+/g, '').toUpperCase()

export const checkInSchema = z.object({
  code: z
    .pipe(
      z.string({ error: CHECK_IN_CODE_MESSAGE }).check(z.maxLength(100, CHECK_IN_CODE_MESSAGE)),
      z.transform((code: string) => normalizeTicketCode(code)),
    )
    .check(z.regex(/^[0-9A-Z]{16,40}$/, CHECK_IN_CODE_MESSAGE)),
})
export type CheckInInput = z.input<typeof checkInSchema>

export const doorCountsSchema = z.object({ checked_in: z.number(), sold: z.number() })

export const doorEventSchema = z.object({ id: z.number(), title: z.string(), start_at: z.string(), end_at: z.nullable(z.string()), ...doorCountsSchema.shape })
export type DoorEvent = z.infer<typeof doorEventSchema>

/** A guest as the door sees them: whose ticket, which, and whether they are in. */
export const doorGuestSchema = z.object({
  code: z.string(),
  ticket: z.string(),
  guest_name: z.nullable(z.string()),
  buyer_name: z.string(),
  checked_in_at: z.nullable(z.string()),
  checked_in_by: z.nullable(z.string()),
})
export type DoorGuest = z.infer<typeof doorGuestSchema>

export const doorSearchSchema = z.object({ q: z.optional(z.string().check(z.maxLength(100, 'Please search with fewer than 100 characters'))) })

export const doorViewSchema = z.object({ event: doorEventSchema, guests: z.array(doorGuestSchema) })
export type DoorView = z.infer<typeof doorViewSchema>

export const checkedInSchema = z.object({ guest: z.string(), ticket: z.string(), checked_in_at: z.string(), ...doorCountsSchema.shape })
export type CheckedIn = z.infer<typeof checkedInSchema>

/** One issued ticket of an order, as staff see it. */
export const orderTicketSchema = z.object({
  id: z.number(),
  code: z.string(),
  ticket: z.string(),
  guest_name: z.nullable(z.string()),
  guest_email: z.nullable(z.string()),
  guest_note: z.nullable(z.string()),
  checked_in_at: z.nullable(z.string()),
  refunded_at: z.nullable(z.string()),
})

export const staffOrderSchema = z.object({
  id: z.number(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: z.string(),
  items: z.array(z.object({ ticket: z.string(), label: z.string(), quantity: z.number(), seats: z.number(), price_cents: z.number(), value_cents: z.number(), refunded: z.number() })),
  tickets_cents: z.number(),
  donation_cents: z.number(),
  fee_covered_cents: z.number(),
  charged_cents: z.number(),
  refunded_cents: z.number(),
  created_at: z.string(),
  paid_at: z.nullable(z.string()),
  tickets: z.array(orderTicketSchema),
})
export type StaffOrder = z.infer<typeof staffOrderSchema>

/** A benefit night's totals from its paid orders: what came in, what of it bought goods, what is deductible. */
export const nightTotalsSchema = z.object({
  paid_orders: z.number(),
  /** Tickets' prices, the added gifts, the card fees buyers covered, and all charged (gross). */
  tickets_cents: z.number(),
  donations_cents: z.number(),
  fees_covered_cents: z.number(),
  gross_cents: z.number(),
  /** Given back to cards by refunds (the figures above are net of it: what was kept). */
  refunded_cents: z.number(),
  /** The fair market value of what the tickets gave (the dinners), and the deductible rest of tickets and gifts. */
  fair_value_cents: z.number(),
  deductible_cents: z.number(),
  sold: z.number(),
  checked_in: z.number(),
})
export type NightTotals = z.infer<typeof nightTotalsSchema>

export const REFUND_WHAT = 'Choose the tickets to refund, or the whole order'
export const REFUND_NOT_PAID = 'Only a paid order can be refunded.'
export const REFUND_CHECKED_IN = 'A ticket already used at the door cannot be refunded.'
export const REFUND_NOT_THIS_ORDER = 'One of these tickets is not this order’s, or was refunded already.'
export const refundTableWhole = (label: string, seats: number) => `A ${label} is refunded whole: choose all ${seats} of its seats.`

/** A refund of a paid order: the tickets given by their codes (a table's seats all together), or the whole order. */
export const refundOrderSchema = z
  .object({
    codes: z.optional(z.array(checkInSchema.shape.code).check(z.maxLength(500, REFUND_WHAT))),
    whole: z.optional(z.boolean()),
  })
  .check(z.refine((body) => (body.whole === true) !== Boolean(body.codes?.length), { message: REFUND_WHAT, path: ['codes'] }))
export type RefundOrderInput = z.input<typeof refundOrderSchema>

export const orderRefundedSchema = z.object({ refunded_cents: z.number(), order: staffOrderSchema })

export const GUEST_LIST_CSV_COLUMNS = ['Order', 'Buyer', 'Buyer email', 'Ticket', 'Code', 'Guest', 'Guest email', 'Note', 'Checked in'] as const

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const listDoorEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/check-in',
  summary: 'The events the caller may check guests in at: today’s events that sell tickets (content staff and admins: every upcoming one too), each with checked in / sold',
  access: 'staff',
  role: 'door',
  output: z.object({ events: z.array(doorEventSchema) }),
})

export const doorGuestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/check-in',
  summary: 'An event’s door: its counts (checked in / sold), and with `q` the guests whose name, buyer’s name or code matches (at most 20)',
  access: 'staff',
  role: 'door',
  query: doorSearchSchema,
  output: doorViewSchema,
  answers: { 403: { description: 'The door role, on an event that is not today’s' } },
})

export const checkInGuestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events/{id}/check-in',
  summary: 'Checks in the guest of a ticket by its code, once: a second time is 409 naming when and by whom',
  access: 'staff',
  role: 'door',
  rateLimit: 'check-in',
  body: checkInSchema,
  output: checkedInSchema,
  answers: {
    403: { description: 'The door role, on an event that is not today’s' },
    404: { description: 'No ticket of this event has that code (one of another event’s included)' },
    409: { description: 'Already checked in: `{detail: "Already checked in at 7:02 PM by …"}`' },
  },
})

export const listEventOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/orders',
  summary: 'An event’s ticket orders (paid, held, expired, failed), newest first, each with its tickets and their guests (audited)',
  access: 'staff',
  role: 'tickets',
  output: z.array(staffOrderSchema),
})

export const refundTicketOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/ticket-orders/{id}/refund',
  summary:
    'Refunds a paid order’s tickets by their codes (each ticket’s price; a table’s seats together), or the whole order (all that is left of what was charged): through Stripe, the tickets then admit nobody, their seats go back on sale or to the waitlist, and the buyer is mailed the receipt as it now stands (audited)',
  access: 'staff',
  role: 'tickets',
  body: refundOrderSchema,
  output: orderRefundedSchema,
  answers: {
    404: { description: 'No such order' },
    409: { description: 'The order is not paid, a ticket was used at the door, or Stripe refused the refund' },
    422: { description: 'Nothing chosen, a code not of this order (or refunded already), or part of a table' },
    503: { description: 'Stripe could not be reached (nothing refunded)' },
  },
})

export const eventNightTotalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/totals',
  summary: 'A benefit night’s totals from its paid orders: gross, tickets, added gifts, card fees covered, the fair market value given, the deductible part, tickets sold and checked in',
  access: 'staff',
  role: 'tickets',
  output: nightTotalsSchema,
})

export const exportEventGuestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/guests.csv',
  summary: 'An event’s guest list as CSV: each ticket with its order, buyer, code, guest, note and check-in (cells never read as formulas; audited)',
  access: 'staff',
  role: 'tickets',
  file: { contentType: 'text/csv', description: 'CSV file, named event-{id}-guests.csv' },
})
