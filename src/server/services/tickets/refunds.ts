import 'server-only'

import type Stripe from 'stripe'
import type * as z from 'zod/mini'

import { REFUND_CHECKED_IN, REFUND_NOT_PAID, REFUND_NOT_THIS_ORDER, refundTableWhole, type refundOrderSchema, type StaffOrder } from '@/contracts/door'
import { queueMail } from '@/jobs/queueMail'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { logText } from '@/lib/logText'
import { formatDollars } from '@/lib/money'
import { expireCacheTags } from '@/lib/revalidate'
import { recordAudit } from '@/plugins/audit/recordAudit'
import type { Ticket, TicketOrder } from '@/payload-types'
import type { Payload } from 'payload'

import { lockWithinTransaction } from '../../data/transactionLock'
import { ticketLock } from '../../data/ticketSeats'
import { conflict, invalid, notFound, unavailable } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { askStripe } from '../../stripe/askStripe'
import { getStripe } from '../../stripe/client'
import { inTransaction, type TransactionContext } from '../../transaction'
import { toStaffOrder } from './staffOrders'
import { offerFreedSeats } from './waitlist'

type RefundInput = z.output<typeof refundOrderSchema>

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

/** What a refund gives back: the tickets it voids, how many of each line, and the amount. */
export type RefundPlan = { tickets: Ticket[]; units: Map<string, number>; amount_cents: number; whole: boolean }

/**
 * The refund staff asked for, checked against the order (pure): the whole order gives back all
 * that is left of what was charged; tickets by code give back each one's price, a table's seats
 * only all together (a table is one line unit), never a ticket already used at the door.
 */
export function planRefund(order: Pick<TicketOrder, 'items' | 'charged_cents' | 'refunded_cents'>, tickets: Ticket[], input: RefundInput): RefundPlan {
  const live = tickets.filter((ticket) => !ticket.refunded_at)
  if (input.whole) {
    const units = new Map(order.items.map((item) => [item.ticket, item.quantity - (item.refunded ?? 0)]))
    return { tickets: live, units, amount_cents: order.charged_cents - (order.refunded_cents ?? 0), whole: true }
  }
  const byCode = new Map(live.map((ticket) => [ticket.code, ticket]))
  const chosen = [...new Set(input.codes ?? [])].map((code) => byCode.get(code))
  if (chosen.some((ticket) => !ticket)) throw invalid({ codes: REFUND_NOT_THIS_ORDER }, REFUND_NOT_THIS_ORDER)
  const picked = chosen as Ticket[]
  if (picked.some((ticket) => ticket.checked_in_at)) throw conflict(REFUND_CHECKED_IN)
  const units = new Map<string, number>()
  let amount = 0
  for (const item of order.items) {
    const seats = picked.filter((ticket) => ticket.ticket === item.ticket).length
    if (!seats) continue
    if (seats % item.seats) throw invalid({ codes: refundTableWhole(item.label, item.seats) }, refundTableWhole(item.label, item.seats))
    units.set(item.ticket, seats / item.seats)
    amount += (seats / item.seats) * item.price_cents
  }
  return { tickets: picked, units, amount_cents: amount, whole: false }
}

/**
 * Refunds a paid order, in part or whole (docs/tickets.md "Refunds"). Under the event's ticket
 * lock: the plan is checked, Stripe refunds it (its idempotency key names the order, what was
 * refunded before and the amount, so a retry after a failed commit asks once), the tickets are
 * voided, their seats freed and offered to the waitlist, and the buyer's revised receipt is
 * queued, all in one transaction: a refund Stripe refused changes nothing here.
 */
export async function refundTicketOrder(payload: Payload, staff: Staff, orderId: number, input: RefundInput): Promise<{ refunded_cents: number; order: StaffOrder }> {
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card payments are not configured.')
  const found = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 0, overrideAccess: false, user: staff, disableErrors: true })
  if (!found) throw notFound('No such order.')
  const eventId = idOf(found.event)
  const amount = await inTransaction(payload, async (ctx) => {
    await lockWithinTransaction(ctx.payload, ctx.req, ticketLock(eventId))
    const order = await ctx.payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 0, overrideAccess: true, req: ctx.req })
    if (order.status !== 'paid' || !order.stripe_payment_intent_id) throw conflict(REFUND_NOT_PAID)
    const tickets = await ticketsOf(ctx, orderId)
    const plan = planRefund(order, tickets, input)
    if (plan.amount_cents > 0) await refundAtStripe(ctx.payload, stripe, order, plan.amount_cents)
    await recordRefund(ctx, order, plan)
    await offerFreedSeats(ctx, eventId)
    await recordAudit(
      ctx.payload,
      {
        action: 'ticket-order.refund',
        target: { collection: 'ticket-orders', id: orderId },
        summary: `${plan.whole ? 'whole order' : `${plan.tickets.length} ticket(s)`}, ${formatDollars(plan.amount_cents)} back to the card`,
      },
      { req: ctx.req },
    )
    return plan.amount_cents
  })
  await expireCacheTags([CACHE_TAGS.event(eventId)])
  const order = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 0, overrideAccess: true })
  return { refunded_cents: amount, order: toStaffOrder(order, await ticketsOf({ payload }, orderId)) }
}

async function ticketsOf(ctx: Pick<TransactionContext, 'payload'> & { req?: TransactionContext['req'] }, orderId: number): Promise<Ticket[]> {
  const { docs } = await ctx.payload.find({ collection: 'tickets', where: { order: { equals: orderId } }, sort: 'id', pagination: false, depth: 0, overrideAccess: true, req: ctx.req })
  return docs
}

async function refundAtStripe(payload: Payload, stripe: Stripe, order: TicketOrder, amount: number): Promise<void> {
  const intent = order.stripe_payment_intent_id!
  const before = order.refunded_cents ?? 0
  await askStripe(
    () => stripe.refunds.create({ payment_intent: intent, amount, metadata: { ticket_order_id: String(order.id) } }, { idempotencyKey: `ticket-order-${order.id}-refund-${before}-${amount}` }),
    { refused: 'refund', failed: `The refund of ticket order ${order.id}`, payload },
  )
}

async function recordRefund(ctx: TransactionContext, order: TicketOrder, plan: RefundPlan): Promise<void> {
  const at = new Date().toISOString()
  for (const ticket of plan.tickets) await ctx.payload.update({ collection: 'tickets', id: ticket.id, overrideAccess: true, data: { refunded_at: at }, req: ctx.req })
  const refunded = (order.refunded_cents ?? 0) + plan.amount_cents
  await ctx.payload.update({
    collection: 'ticket-orders',
    id: order.id,
    overrideAccess: true,
    data: {
      refunded_cents: refunded,
      status: plan.whole || refunded >= order.charged_cents ? 'refunded' : 'paid',
      items: order.items.map((item) => ({ ...item, refunded: (item.refunded ?? 0) + (plan.units.get(item.ticket) ?? 0) })),
    },
    req: ctx.req,
  })
  await queueMail(ctx.payload, 'mailTicketRefund', { order: order.id, amount_cents: plan.amount_cents, whole: plan.whole }, ctx.req)
  ctx.payload.logger.info(`Ticket order ${order.id}: ${logText(formatDollars(plan.amount_cents))} refunded`)
}
