import 'server-only'

import { randomBytes } from 'node:crypto'

import type { Where } from 'payload'
import type Stripe from 'stripe'

import { queueMail } from '@/jobs/queueMail'
import type { TicketOrder } from '@/payload-types'

import { ensureDonor } from '../../data/donors'
import { lockWithinTransaction } from '../../data/transactionLock'
import type { TransactionContext } from '../../transaction'
import { recordDeclinedAttempt } from '../donations/declines'
import { linkSubject } from '../../domain/oneTimeToken'
import { issueLink, sealLinkToken } from '../links/oneTimeLinks'
import { seatsTakenIn, ticketLock } from '../../data/ticketSeats'

/** The PaymentIntents of ticket orders carry `ticket_order_id` (src/server/services/tickets/ticketOrders.ts). */
export const isTicketOrderIntent = (type: string, object: unknown): object is Stripe.PaymentIntent =>
  (type === 'payment_intent.succeeded' || type === 'payment_intent.payment_failed') && Boolean((object as Stripe.PaymentIntent).metadata?.ticket_order_id)

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // 32 letters and digits, none read as another

/** A ticket's code: 20 characters of 32 (100 bits), what its QR code says and the door searches for. */
export function ticketCode(): string {
  const bytes = randomBytes(20)
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join('')
}

/**
 * A ticket order's PaymentIntent as Stripe reports it (in the webhook's transaction, its event id
 * recorded with it). Succeeded: the order is paid, one ticket per seat is issued, and the buyer's
 * mail is queued with them, once however often Stripe says it. A decline counts against card
 * testing; the order stays held for another card until its hold runs out.
 */
export async function settleTicketOrder(intent: Stripe.PaymentIntent, outcome: 'succeeded' | 'failed', ctx: TransactionContext): Promise<boolean> {
  if (outcome === 'failed') {
    await recordDeclinedAttempt(intent, undefined, ctx)
    return false
  }
  const found = await findOrder(ctx, intent)
  if (!found) return false
  await lockWithinTransaction(ctx.payload, ctx.req, ticketLock(eventIdOf(found)))
  // As it is under the lock: the sweeper of holds may have just expired it.
  const order = (await findOrder(ctx, intent))!
  if (order.status === 'paid') return false
  if (order.status !== 'held' && !(await seatsStillFree(ctx, order))) {
    // Its hold ended (and its seats went to others) before the card was confirmed: staff refund it.
    ctx.payload.logger.error(`Ticket order ${order.id} was paid (${intent.id}) after its hold ended, and its seats are taken: refund it from the staff area.`)
    return false
  }
  await ctx.payload.update({
    collection: 'ticket-orders',
    id: order.id,
    overrideAccess: true,
    data: { status: 'paid', paid_at: new Date().toISOString(), stripe_payment_intent_id: intent.id },
    req: ctx.req,
  })
  await issueTickets(ctx, order)
  // The buyer is a donor: the order counts in their record by its deductible part (src/server/data/donors.ts).
  await ensureDonor(ctx.payload, ctx.req, order.buyer_email)
  await queueMail(ctx.payload, 'mailTicketOrder', { order: order.id, sealed: await guestsLinkFor(ctx, order) }, ctx.req)
  return true
}

/** The buyer's link to name their guests, until the event starts (at least a day, for an order paid late): sealed for the mail job. */
async function guestsLinkFor(ctx: TransactionContext, order: TicketOrder): Promise<string> {
  const event = await ctx.payload.findByID({ collection: 'events', id: eventIdOf(order), depth: 0, overrideAccess: true, req: ctx.req, select: { start_at: true } })
  const ttlMs = Math.max(Date.parse(event.start_at) - Date.now(), 24 * 3_600_000)
  const token = await issueLink(ctx.payload, { purpose: 'ticket-guests', subject: linkSubject('ticket-order', order.id), ttlMs, req: ctx.req })
  return sealLinkToken('ticket-guests', token)
}

const eventIdOf = (order: TicketOrder): number => (typeof order.event === 'object' ? order.event.id : order.event)

async function findOrder(ctx: TransactionContext, intent: Stripe.PaymentIntent): Promise<TicketOrder | undefined> {
  const id = intent.metadata?.ticket_order_id
  const or: Where[] = [...(id && /^\d+$/.test(id) ? [{ id: { equals: Number(id) } }] : []), { stripe_payment_intent_id: { equals: intent.id } }]
  const { docs } = await ctx.payload.find({ collection: 'ticket-orders', where: { or }, limit: 1, depth: 0, overrideAccess: true, req: ctx.req })
  return docs[0]
}

/** Whether an order no longer held (expired, or failed at the start) could still have its seats. */
async function seatsStillFree(ctx: TransactionContext, order: TicketOrder): Promise<boolean> {
  const event = await ctx.payload.findByID({ collection: 'events', id: eventIdOf(order), depth: 0, overrideAccess: true, req: ctx.req })
  const taken = await seatsTakenIn(ctx.payload, event.id, ctx.req)
  return order.items.every((item) => {
    const ticket = event.tickets?.find((t) => t.key === item.ticket)
    return Boolean(ticket) && ticket!.quantity - (taken.get(item.ticket) ?? 0) >= item.quantity
  })
}

/** One ticket per seat: a table of ten is ten tickets, each naming one guest at the door. */
async function issueTickets(ctx: TransactionContext, order: TicketOrder): Promise<void> {
  for (const item of order.items) {
    for (let i = 0; i < item.quantity * item.seats; i++) {
      await ctx.payload.create({
        collection: 'tickets',
        overrideAccess: true,
        data: { order: order.id, event: eventIdOf(order), ticket: item.ticket, label: item.label, code: ticketCode() },
        req: ctx.req,
      })
    }
  }
}
