import 'server-only'

import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { renderMail } from '@/email/renderMail'
import { guestTicketMail, ticketOrderMail, ticketRefundMail, waitlistOfferMail } from '@/email/ticketMails'
import { formatDateTime, siteTimeZone } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'
import type { Event } from '@/payload-types'

import { sendMail } from '../../mail'
import { unsealLinkToken } from '../links/oneTimeLinks'
import { toDetail } from '../events/events'
import { eventWhen } from '../events/rsvpConfirmation'
import { readFoundation } from '../foundation'
import { readOrganization } from '../letters/organization'
import { letterDate, taxParagraph } from '../letters/wording'

/** The event as every ticket mail names it: its title, when, where, and its page. */
const mailEvent = (event: Event) => ({ title: event.title, when: eventWhen(toDetail(event, 0)), location: event.location ?? null, detailsUrl: `${siteUrl()}/events/${event.id}` })

/** A ticket's QR code (its code, nothing else), as a PNG attachment. */
const qrAttachment = async (code: string, filename: string) => ({
  filename,
  content: (await QRCode.toBuffer(code, { errorCorrectionLevel: 'M', margin: 2, width: 360 })).toString('base64'),
  contentType: 'image/png',
  encoding: 'base64' as const,
})

/**
 * Mails a paid order's buyer their tickets (a QR code each, attached, and its code in the text)
 * and the receipt with its disclosure (a task of the Jobs Queue, queued with the payment).
 */
export async function mailTicketOrder(payload: Payload, { order: orderId, sealed }: { order: number; sealed: string }, job: string | number): Promise<'sent' | 'gone'> {
  const order = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!order || order.status !== 'paid' || typeof order.event !== 'object' || !order.event) return 'gone'
  const event: Event = order.event
  const token = unsealLinkToken('ticket-guests', sealed)
  const { docs: tickets } = await payload.find({ collection: 'tickets', where: { order: { equals: order.id } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })
  const [{ name: foundation }, org] = await Promise.all([readFoundation(payload), readOrganization(payload)])
  const timeZone = siteTimeZone()
  const subject = `Your tickets: ${event.title}`
  const words = ticketOrderMail({
    name: order.buyer_name,
    orderId: order.id,
    paidOn: letterDate(order.paid_at ?? new Date().toISOString(), timeZone),
    event: mailEvent(event),
    lines: order.items.map((item) => ({ label: item.label, quantity: item.quantity, price_cents: item.price_cents, value_cents: item.value_cents })),
    tickets: tickets.map((ticket) => ({ label: ticket.label, code: ticket.code })),
    donation_cents: order.donation_cents ?? 0,
    fee_covered_cents: order.fee_covered_cents ?? 0,
    charged_cents: order.charged_cents,
    tax: taxParagraph(org, timeZone, 'order'),
    foundation,
    guestsUrl: token ? `${siteUrl()}/events/order?token=${token}` : null,
  })
  const attachments = await Promise.all(tickets.map((ticket, index) => qrAttachment(ticket.code, `ticket-${index + 1}.png`)))
  await sendMail(payload, { to: order.buyer_email, subject, ...(await renderMail(subject, words, foundation)), attachments }, job)
  return 'sent'
}

/** Mails a named guest their own ticket (its QR code attached), from their order's buyer. */
export async function mailGuestTicket(payload: Payload, ticketId: number, job: string | number): Promise<'sent' | 'gone'> {
  const ticket = await payload.findByID({ collection: 'tickets', id: ticketId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!ticket?.guest_email || !ticket.guest_name || typeof ticket.event !== 'object' || typeof ticket.order !== 'object') return 'gone'
  const event: Event = ticket.event
  const { name: foundation } = await readFoundation(payload)
  const subject = `Your ticket: ${event.title}`
  const words = guestTicketMail({
    guestName: ticket.guest_name,
    buyerName: ticket.order.buyer_name,
    label: ticket.label,
    code: ticket.code,
    event: mailEvent(event),
    foundation,
  })
  const attachments = [await qrAttachment(ticket.code, 'ticket.png')]
  await sendMail(payload, { to: ticket.guest_email, subject, ...(await renderMail(subject, words, foundation)), attachments }, job)
  return 'sent'
}

/** Mails a buyer the refund staff made, with the receipt as it now stands (queued with the refund). */
export async function mailTicketRefund(
  payload: Payload,
  { order: orderId, amount_cents, whole }: { order: number; amount_cents: number; whole?: boolean | null },
  job: string | number,
): Promise<'sent' | 'gone'> {
  const order = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!order || typeof order.event !== 'object' || !order.event) return 'gone'
  const event: Event = order.event
  const { docs: tickets } = await payload.find({
    collection: 'tickets',
    where: { and: [{ order: { equals: order.id } }, { refunded_at: { exists: false } }] },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const [{ name: foundation }, org] = await Promise.all([readFoundation(payload), readOrganization(payload)])
  const timeZone = siteTimeZone()
  const subject = `Your refund: ${event.title}`
  const words = ticketRefundMail({
    name: order.buyer_name,
    orderId: order.id,
    paidOn: letterDate(order.paid_at ?? order.createdAt, timeZone),
    event: mailEvent(event),
    lines: order.items.map((item) => ({ label: item.label, quantity: item.quantity - (item.refunded ?? 0), price_cents: item.price_cents, value_cents: item.value_cents })),
    tickets: tickets.map((ticket) => ({ label: ticket.label, code: ticket.code })),
    donation_cents: order.donation_cents ?? 0,
    fee_covered_cents: order.fee_covered_cents ?? 0,
    charged_cents: order.charged_cents,
    amount_cents,
    refunded_cents: order.refunded_cents ?? 0,
    whole: Boolean(whole),
    tax: taxParagraph(org, timeZone, 'order'),
    foundation,
  })
  await sendMail(payload, { to: order.buyer_email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}

/** Mails someone on the waitlist the seats offered to them, with the link that buys them (queued with the offer). */
export async function mailWaitlistOffer(payload: Payload, { entry: entryId, sealed }: { entry: number; sealed: string }, job: string | number): Promise<'sent' | 'gone'> {
  const entry = await payload.findByID({ collection: 'waitlist-entries', id: entryId, depth: 1, overrideAccess: true, disableErrors: true })
  const token = unsealLinkToken('waitlist-offer', sealed)
  if (!entry || entry.status !== 'offered' || !token || typeof entry.event !== 'object' || !entry.event || !entry.offer_expires_at) return 'gone'
  const event: Event = entry.event
  const label = event.tickets?.find((ticket) => ticket.key === entry.ticket)?.label ?? entry.ticket
  const { name: foundation } = await readFoundation(payload)
  const subject = `Seats for you: ${event.title}`
  const words = waitlistOfferMail({
    name: entry.name,
    quantity: entry.quantity,
    label,
    event: mailEvent(event),
    until: formatDateTime(entry.offer_expires_at),
    offerUrl: `${siteUrl()}/events/offer?token=${token}`,
    foundation,
  })
  await sendMail(payload, { to: entry.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
