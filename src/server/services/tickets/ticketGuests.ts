import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import type * as z from 'zod/mini'

import { GUEST_UNKNOWN_TICKET, GUESTS_EVENT_STARTED, GUESTS_LINK_DEAD, GUESTS_ORDER_NOT_PAID, type nameGuestsSchema, type OrderGuests } from '@/contracts/ticketGuests'
import { queueMail } from '@/jobs/queueMail'
import { iso } from '@/lib/dates'
import { recordAudit } from '@/plugins/audit/recordAudit'
import type { Event, Ticket, TicketOrder } from '@/payload-types'

import { subjectRecordId } from '../../domain/oneTimeToken'
import { conflict, invalid, notFound } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { inTransaction } from '../../transaction'
import { redeemLink } from '../links/oneTimeLinks'

// Guests named later (docs/tickets.md): the buyer's link opens their paid order's seats until the
// event starts; each seat's guest is named, and one given an email is mailed their own ticket.

type NameGuests = z.output<typeof nameGuestsSchema>

/** The paid order and its event that the link opens; 404 for a link that does not work, 409 once the event started. */
async function orderOfLink(payload: Payload, token: string, now: Date): Promise<{ order: TicketOrder; event: Event }> {
  const link = await redeemLink(payload, 'ticket-guests', token, { consume: false })
  const orderId = link ? subjectRecordId('ticket-order', link.subject) : null
  const order = orderId === null ? null : await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!order || order.status !== 'paid' || typeof order.event !== 'object' || !order.event) throw notFound(GUESTS_LINK_DEAD)
  if (Date.parse(order.event.start_at) <= now.getTime()) throw conflict(GUESTS_EVENT_STARTED)
  return { order, event: order.event }
}

const seatsOf = async (payload: Payload, orderId: number) =>
  (await payload.find({ collection: 'tickets', where: { order: { equals: orderId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })).docs

function toGuests(order: TicketOrder, event: Event, tickets: Ticket[], mailed?: number): OrderGuests {
  return {
    event: { title: event.title, start_at: iso(event.start_at)!, location: event.location ?? null },
    buyer_name: order.buyer_name,
    guests: tickets.map((t) => ({ ticket_id: t.id, ticket: t.label, name: t.guest_name ?? null, email: t.guest_email ?? null, note: t.guest_note ?? null })),
    ...(mailed === undefined ? {} : { mailed }),
  }
}

/** The order's seats and their guests, as the buyer's link shows them. */
export async function openOrderGuests(payload: Payload, token: string, now = new Date()): Promise<OrderGuests> {
  const { order, event } = await orderOfLink(payload, token, now)
  return toGuests(order, event, await seatsOf(payload, order.id))
}

/** Names the guests of the seats of the buyer's link, until the event starts. */
export async function nameOrderGuests(payload: Payload, input: NameGuests, now = new Date()): Promise<OrderGuests> {
  const { order, event } = await orderOfLink(payload, input.token, now)
  return saveGuests(payload, order, event, input.guests)
}

/** Staff name a paid order's guests from /admin (also once the event started: the door may need it), audited. */
export async function nameOrderGuestsAsStaff(payload: Payload, staff: Staff, orderId: number, guests: NameGuests['guests']): Promise<OrderGuests> {
  const order = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 1, overrideAccess: false, user: staff, disableErrors: true })
  if (!order || typeof order.event !== 'object' || !order.event) throw notFound('No such order.')
  if (order.status !== 'paid') throw conflict(GUESTS_ORDER_NOT_PAID)
  return saveGuests(payload, order, order.event, guests, async (req, changed) =>
    recordAudit(payload, { action: 'ticket-order.guests', target: { collection: 'ticket-orders', id: order.id }, summary: `${changed} guest(s) named` }, { req }),
  )
}

/**
 * Names the guests of the seats given, in one transaction with their ticket mails (and the staff
 * member's audit entry): a guest given an email they did not have is mailed their own ticket
 * (through the durable queue).
 */
async function saveGuests(payload: Payload, order: TicketOrder, event: Event, guests: NameGuests['guests'], audit?: (req: PayloadRequest, changed: number) => Promise<unknown>): Promise<OrderGuests> {
  const seats = new Map((await seatsOf(payload, order.id)).map((t) => [t.id, t]))
  guests.forEach((guest, index) => {
    if (!seats.has(guest.ticket_id)) throw invalid({ [`guests.${index}.ticket_id`]: GUEST_UNKNOWN_TICKET }, GUEST_UNKNOWN_TICKET)
  })
  const mailed = await inTransaction(payload, async ({ payload, req }) => {
    let queued = 0
    let changed = 0
    for (const guest of guests) {
      const before = seats.get(guest.ticket_id)!
      const data = { guest_name: guest.name, guest_email: guest.email, guest_note: guest.note }
      if (before.guest_name === data.guest_name && before.guest_email === data.guest_email && before.guest_note === data.guest_note) continue
      changed++
      await payload.update({ collection: 'tickets', id: guest.ticket_id, data, overrideAccess: true, req })
      if (data.guest_email && data.guest_email !== before.guest_email) {
        await queueMail(payload, 'mailGuestTicket', { ticket: guest.ticket_id }, req)
        queued++
      }
    }
    if (audit && changed) await audit(req, changed)
    return queued
  })
  return toGuests(order, event, await seatsOf(payload, order.id), mailed)
}
