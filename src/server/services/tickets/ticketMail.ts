import 'server-only'

import type { Payload } from 'payload'
import QRCode from 'qrcode'

import { renderMail } from '@/email/renderMail'
import { ticketOrderMail } from '@/email/ticketMails'
import { siteTimeZone } from '@/lib/dates'
import { siteUrl } from '@/lib/site-url'
import type { Event } from '@/payload-types'

import { sendMail } from '../../mail'
import { toDetail } from '../events/events'
import { eventWhen } from '../events/rsvpConfirmation'
import { readFoundation } from '../foundation'
import { readOrganization } from '../letters/organization'
import { letterDate, taxParagraph } from '../letters/wording'

/**
 * Mails a paid order's buyer their tickets (a QR code each, attached, and its code in the text)
 * and the receipt with its disclosure (a task of the Jobs Queue, queued with the payment).
 */
export async function mailTicketOrder(payload: Payload, orderId: number, job: string | number): Promise<'sent' | 'gone'> {
  const order = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 1, overrideAccess: true, disableErrors: true })
  if (!order || order.status !== 'paid' || typeof order.event !== 'object' || !order.event) return 'gone'
  const event: Event = order.event
  const { docs: tickets } = await payload.find({ collection: 'tickets', where: { order: { equals: order.id } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true })
  const [{ name: foundation }, org] = await Promise.all([readFoundation(payload), readOrganization(payload)])
  const timeZone = siteTimeZone()
  const detail = toDetail(event, 0)
  const subject = `Your tickets: ${event.title}`
  const words = ticketOrderMail({
    name: order.buyer_name,
    orderId: order.id,
    paidOn: letterDate(order.paid_at ?? new Date().toISOString(), timeZone),
    event: { title: event.title, when: eventWhen(detail), location: event.location ?? null, detailsUrl: `${siteUrl()}/events/${event.id}` },
    lines: order.items.map((item) => ({ label: item.label, quantity: item.quantity, price_cents: item.price_cents, value_cents: item.value_cents })),
    tickets: tickets.map((ticket) => ({ label: ticket.label, code: ticket.code })),
    donation_cents: order.donation_cents ?? 0,
    fee_covered_cents: order.fee_covered_cents ?? 0,
    charged_cents: order.charged_cents,
    tax: taxParagraph(org, timeZone, 'order'),
    foundation,
  })
  const attachments = await Promise.all(
    tickets.map(async (ticket, index) => ({
      filename: `ticket-${index + 1}.png`,
      content: (await QRCode.toBuffer(ticket.code, { errorCorrectionLevel: 'M', margin: 2, width: 360 })).toString('base64'),
      contentType: 'image/png',
      encoding: 'base64' as const,
    })),
  )
  await sendMail(payload, { to: order.buyer_email, subject, ...(await renderMail(subject, words, foundation)), attachments }, job)
  return 'sent'
}
