import * as z from 'zod/mini'

import { emailField, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { MAX_TICKETS_PER_LINE, ORDER_UNKNOWN_TICKET } from './tickets'

/*
 * An event's waitlist (issue 45, docs/tickets.md "The waitlist"): a visitor waits for a sold-out
 * ticket; freed seats (a refund, a hold run out, an offer unused) are offered to the first in line
 * that they fit, by a mailed link that holds them for WAITLIST_OFFER_HOURS.
 */

export const WAITLIST_JOINED = 'You are on the waitlist. If seats free up, we will email you a link to buy them.'
export const WAITLIST_NOT_SOLD_OUT = 'There are still tickets left: you can buy them now.'
export const OFFER_LINK_DEAD = 'This offer has run out or was already used. If seats free up again, the next person waiting is offered them.'

export const joinWaitlistSchema = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
  ticket: z.string({ error: ORDER_UNKNOWN_TICKET }).check(z.minLength(1, ORDER_UNKNOWN_TICKET), z.maxLength(40, ORDER_UNKNOWN_TICKET)),
  quantity: z
    .number({ error: `Please choose from 1 to ${MAX_TICKETS_PER_LINE}` })
    .check(
      z.int(`Please choose from 1 to ${MAX_TICKETS_PER_LINE}`),
      z.gte(1, `Please choose from 1 to ${MAX_TICKETS_PER_LINE}`),
      z.lte(MAX_TICKETS_PER_LINE, `Please choose from 1 to ${MAX_TICKETS_PER_LINE}`),
    ),
  /** The honeypot: filled in, 400 and nobody added. */
  website: z.optional(z.string().check(z.maxLength(500))),
})
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>

/** The browser's waitlist form: the same fields, the quantity as the select gives it. */
export const waitlistFormSchema = z.object({
  name: joinWaitlistSchema.shape.name,
  email: joinWaitlistSchema.shape.email,
  ticket: joinWaitlistSchema.shape.ticket,
  quantity: z.string().check(z.regex(/^\d{1,2}$/, `Please choose from 1 to ${MAX_TICKETS_PER_LINE}`)),
  website: joinWaitlistSchema.shape.website,
})
export type WaitlistForm = z.input<typeof waitlistFormSchema>

export const toWaitlistEntry = (form: z.output<typeof waitlistFormSchema>): JoinWaitlistInput => ({
  name: form.name,
  email: form.email,
  ticket: form.ticket,
  quantity: Number(form.quantity),
  ...(form.website ? { website: form.website } : {}),
})

export const waitlistJoinedSchema = z.object({ detail: z.string() })

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const joinWaitlistEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/events/{id}/waitlist',
  summary:
    'Waits for a sold-out ticket: the same 202 whether or not the address was already waiting; when seats free up, the first in line they fit is mailed a link that holds them for WAITLIST_OFFER_HOURS',
  access: 'public',
  rateLimit: 'waitlist',
  body: joinWaitlistSchema,
  status: 202,
  output: waitlistJoinedSchema,
  answers: {
    400: { description: 'The hidden `website` field filled in (nobody added)' },
    409: { description: 'That many are still on sale (`{detail, remaining}`), or sales ended or the event started' },
    422: { description: 'A field, or a ticket the event does not sell' },
  },
})
