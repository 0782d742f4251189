import * as z from 'zod/mini'

import { optionalEmail, optionalText } from './common'
import { defineEndpoint } from './endpoint'

/*
 * Guests named later (issue 45, docs/tickets.md): the buyer's mail carries a link
 * (/events/order?token=…) where they name each seat's guest until the event starts; a guest with
 * an email gets their own ticket by mail.
 */

export const GUESTS_LINK_DEAD = 'This link does not work: it may have been mistyped, or the event has passed. Please use the link in your tickets’ mail, or write to us.'
export const GUESTS_EVENT_STARTED = 'The event has started: guests can no longer be named here. Please speak to us at the door.'
export const GUEST_NAME_FOR_EMAIL = 'Please give the guest’s name as well as their email'
export const GUEST_UNKNOWN_TICKET = 'This ticket is not part of your order'
export const MAX_GUESTS_PER_SAVE = 100

const token = z.string({ error: GUESTS_LINK_DEAD }).check(z.maxLength(100, GUESTS_LINK_DEAD))

const guestFields = z.object({
  name: optionalText(200),
  email: optionalEmail('Please enter a valid email address, or leave it empty'),
  note: optionalText(500),
})
const nameWithEmail = z.refine<z.output<typeof guestFields>>((guest) => !guest.email || Boolean(guest.name), { message: GUEST_NAME_FOR_EMAIL, path: ['name'] })

/** The guests form of /events/order: one guest per seat, in the order's order of seats. */
export const guestNamesFormSchema = z.object({ guests: z.array(guestFields.check(nameWithEmail)).check(z.maxLength(MAX_GUESTS_PER_SAVE)) })
export type GuestNamesForm = z.input<typeof guestNamesFormSchema>

const guestSchema = z.extend(guestFields, { ticket_id: z.number({ error: GUEST_UNKNOWN_TICKET }).check(z.int(GUEST_UNKNOWN_TICKET), z.positive(GUEST_UNKNOWN_TICKET)) }).check(nameWithEmail)

export const openGuestsSchema = z.object({ token })
export const nameGuestsSchema = z.object({ token, guests: z.array(guestSchema).check(z.maxLength(MAX_GUESTS_PER_SAVE)) })
export type NameGuestsInput = z.input<typeof nameGuestsSchema>
/** Staff name an order's guests in /admin: the same rules, by the order's id instead of the buyer's link. */
export const staffNameGuestsSchema = z.object({ guests: z.array(guestSchema).check(z.maxLength(MAX_GUESTS_PER_SAVE)) })
export const GUESTS_ORDER_NOT_PAID = 'Only a paid order’s guests can be named.'

export const orderGuestSchema = z.object({ ticket_id: z.number(), ticket: z.string(), name: z.nullable(z.string()), email: z.nullable(z.string()), note: z.nullable(z.string()) })
export type OrderGuest = z.infer<typeof orderGuestSchema>

export const orderGuestsSchema = z.object({
  event: z.object({ title: z.string(), start_at: z.string(), location: z.nullable(z.string()) }),
  buyer_name: z.string(),
  guests: z.array(orderGuestSchema),
  /** Guests newly given an email by this save, who are mailed their ticket. */
  mailed: z.optional(z.number()),
})
export type OrderGuests = z.infer<typeof orderGuestsSchema>

const linkAnswers = {
  404: { description: 'The link does not work (unknown or expired token)' },
  409: { description: 'The event has started' },
}

export const openOrderGuestsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/events/order/guests/open',
  summary: 'The seats of a paid order, by its guests link (`token`, in the body so it stays out of logs): each ticket with its guest’s name, email and note',
  access: 'public',
  rateLimit: 'ticket-guests',
  body: openGuestsSchema,
  output: orderGuestsSchema,
  answers: linkAnswers,
})

export const nameOrderGuestsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/events/order/guests',
  summary: 'Names the guests of the seats given (an empty name clears one), until the event starts; a guest given an email is mailed their own ticket',
  access: 'public',
  rateLimit: 'ticket-guests',
  body: nameGuestsSchema,
  output: orderGuestsSchema,
  answers: { ...linkAnswers, 422: { description: 'A guest’s field, or a ticket not of this order' } },
})

export const staffNameGuestsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/ticket-orders/{id}/guests',
  summary: 'Staff name a paid order’s guests (as the buyer’s link does, also once the event has started, for the door); a guest given an email is mailed their own ticket (audited)',
  access: 'staff',
  role: 'tickets',
  body: staffNameGuestsSchema,
  output: orderGuestsSchema,
  answers: { 404: { description: 'No such order' }, 409: { description: 'The order is not paid' }, 422: { description: 'A guest’s field, or a ticket not of this order' } },
})
