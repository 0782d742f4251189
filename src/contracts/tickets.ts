import * as z from 'zod/mini'

import { MAX_DONATION_CENTS } from './amounts'
import { cents, emailField, flag, isoDateTime, requiredText } from './common'
import { defineEndpoint } from './endpoint'

/*
 * Tickets on an event (issue 45): the kinds of ticket staff put on an event, what a buyer sends to
 * order them, and the order's answer. docs/tickets.md says what each receipt says.
 */

export const TICKET_KEY_MESSAGE = 'A ticket’s key is 1 to 40 lowercase letters, digits or dashes'
export const TICKET_VALUE_MESSAGE = 'The fair market value cannot be more than the price'
export const TICKET_KEYS_UNIQUE = 'Each ticket needs a key of its own'
export const MAX_TICKET_KINDS = 10
export const MAX_TICKETS_PER_LINE = 50

const wholeNumber = (min: number, max: number, message: string) => z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message))

/** One kind of ticket on an event: a Gala dinner seat, a table of ten, a walk's registration. */
export const ticketTypeFields = {
  key: z.string({ error: TICKET_KEY_MESSAGE }).check(z.trim(), z.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, TICKET_KEY_MESSAGE)),
  label: requiredText('Each ticket needs a name', 100),
  price_cents: cents(100, 5_000_000, { invalid: 'A ticket’s price is from $1 to $50,000' }),
  /** The fair market value of what one ticket gives (the dinner); 0 when it gives no goods. */
  value_cents: cents(0, 5_000_000, { invalid: 'The fair market value is from $0 to $50,000' }),
  /** How many of it can be sold. */
  quantity: wholeNumber(1, 100_000, 'How many can be sold is a whole number from 1 to 100,000'),
  /** How many guests one ticket admits (10 for a table). */
  seats: z._default(wholeNumber(1, 50, 'Seats per ticket is a whole number from 1 to 50'), 1),
  sales_end_at: z.pipe(
    z.optional(z.union([isoDateTime('Please enter a valid end of sales'), z.literal(''), z.null()])),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
}

export const ticketTypeSchema = z.object(ticketTypeFields).check(z.refine((ticket) => ticket.value_cents <= ticket.price_cents, { message: TICKET_VALUE_MESSAGE, path: ['value_cents'] }))
export type TicketType = z.output<typeof ticketTypeSchema>

/** An event's tickets, as staff send them: at most ten kinds, each with a key of its own. */
export const eventTicketsField = z
  .pipe(
    z.optional(z.nullable(z.array(ticketTypeSchema).check(z.maxLength(MAX_TICKET_KINDS, `At most ${MAX_TICKET_KINDS} kinds of ticket`)))),
    z.transform((tickets: TicketType[] | null | undefined) => tickets ?? []),
  )
  .check(z.refine((tickets: TicketType[]) => new Set(tickets.map((t) => t.key)).size === tickets.length, TICKET_KEYS_UNIQUE))

/** A ticket as the public sees it on the event: what is left of it. */
export const publicTicketSchema = z.object({
  key: z.string(),
  label: z.string(),
  price_cents: z.number().check(z.int()),
  value_cents: z.number().check(z.int()),
  seats: z.number().check(z.int()),
  quantity: z.number().check(z.int()),
  sales_end_at: z.nullable(z.string()),
  remaining: z.number().check(z.int()),
  sold_out: z.boolean(),
})
export type PublicTicket = z.infer<typeof publicTicketSchema>

export const ORDER_NOTHING = 'Please choose at least one ticket'
export const ORDER_UNKNOWN_TICKET = 'This event has no such ticket'
export const ORDER_TOO_FEW_LEFT = 'Sorry, there are not that many tickets left'
export const ORDER_SALES_ENDED = 'Ticket sales for this event have ended'
export const ORDER_NO_TICKETS = 'This event does not sell tickets'
export const ORDER_KEY_REUSED = 'This Idempotency-Key was already used for a different order. Please reload the page and try again.'
export const ORDER_HONEYPOT = 'We could not start this order. Please reload the page and try again.'

const orderLine = z.object({
  ticket: z.string({ error: ORDER_UNKNOWN_TICKET }).check(z.maxLength(40, ORDER_UNKNOWN_TICKET)),
  quantity: wholeNumber(1, MAX_TICKETS_PER_LINE, `Please choose from 1 to ${MAX_TICKETS_PER_LINE} of a ticket`),
})

/** What the Buy tickets form sends: the buyer, the tickets, an added gift. The server prices it. */
export const ticketOrderSchema = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
  items: z.array(orderLine, { error: ORDER_NOTHING }).check(z.minLength(1, ORDER_NOTHING), z.maxLength(MAX_TICKET_KINDS, ORDER_NOTHING)),
  donation_cents: z._default(cents(0, MAX_DONATION_CENTS, { invalid: 'An added gift is from $0 to $100,000' }), 0),
  cover_fee: z._default(flag(), false),
  /** The honeypot: filled in, 400 and nothing held. */
  website: z.optional(z.string().check(z.maxLength(500))),
  /** The solved human check, needed only while the card-testing guard is up (as the donate form's). */
  human_check: z.optional(z.string().check(z.maxLength(10_000))),
  /** A waitlist offer's token (its mailed link): the order buys the seats offered, and only those. */
  offer: z.optional(z.string().check(z.maxLength(100))),
})
export type TicketOrderInput = z.input<typeof ticketOrderSchema>

export const GIFT_DOLLARS_MESSAGE = 'An added gift is from $0 to $100,000, in dollars and cents'

/**
 * The Buy tickets form (src/components/site/BuyTickets.client.tsx): a quantity chosen per ticket
 * (0 for none), an optional added gift in dollars; `toTicketOrder` makes the API's order of it.
 */
export const buyTicketsFormSchema = z
  .object({
    name: requiredText('Name is required'),
    email: emailField(),
    quantities: z.record(z.string().check(z.maxLength(40)), z.string().check(z.regex(/^\d{1,2}$/, ORDER_NOTHING))),
    gift: z.string().check(z.regex(/^\s*(\d{1,6}(\.\d{1,2})?)?\s*$/, GIFT_DOLLARS_MESSAGE)),
    website: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(
    z.refine((form) => Object.values(form.quantities).some((quantity) => Number(quantity) > 0), { message: ORDER_NOTHING, path: ['quantities'] }),
    z.refine((form) => Number(form.gift || 0) <= MAX_DONATION_CENTS / 100, { message: GIFT_DOLLARS_MESSAGE, path: ['gift'] }),
  )
export type BuyTicketsForm = z.input<typeof buyTicketsFormSchema>

/** The API's order from the form: the tickets chosen, the gift in cents. */
export const toTicketOrder = (form: z.output<typeof buyTicketsFormSchema>): TicketOrderInput => ({
  name: form.name,
  email: form.email,
  items: Object.entries(form.quantities)
    .filter(([, quantity]) => Number(quantity) > 0)
    .map(([ticket, quantity]) => ({ ticket, quantity: Number(quantity) })),
  donation_cents: Math.round(Number(form.gift.trim() || 0) * 100),
  cover_fee: false,
  ...(form.website ? { website: form.website } : {}),
})

export const ticketOrderStartedSchema = z.object({
  order_id: z.number().check(z.int()),
  client_secret: z.string(),
  charged_cents: z.number().check(z.int()),
  /** Until when the seats are held for this buyer (ISO). */
  held_until: z.string(),
})
export type TicketOrderStarted = z.infer<typeof ticketOrderStartedSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const orderTicketsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/events/{id}/orders',
  summary:
    'Order tickets for an event: the seats are held for ORDER_HOLD_MINUTES while the buyer pays (the card step is the donate page’s); the webhook issues the tickets and mails them with the receipt',
  access: 'public',
  rateLimit: 'checkout',
  headers: {
    'Idempotency-Key': 'One key per attempt: every copy of the request with it gets the first one’s answer, and one order is held. Reused for a different order: 409.',
  },
  body: ticketOrderSchema,
  status: 201,
  output: ticketOrderStartedSchema,
  answers: {
    400: { description: 'The hidden `website` field filled in, or an Idempotency-Key that is not 1 to 255 visible characters (nothing is held)' },
    409: { description: 'Not enough left (`{detail, remaining}`), sales ended or the event started, or the Idempotency-Key used for another order' },
    428: { description: 'While the card-testing guard is up, a human check comes first, as for a gift (nothing is held)' },
    503: { description: 'Card payments are not available now (nothing is held)' },
  },
})
