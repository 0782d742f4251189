import 'server-only'

import type { Payload } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { withDeadline } from '@/lib/deadline'
import { logText } from '@/lib/logText'
import { expireCacheTags } from '@/lib/revalidate'
import type { TicketOrder } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { getStripe, STRIPE_WAIT_MS } from '../../stripe/client'
import { inTransaction } from '../../transaction'
import { ticketLock } from '../../data/ticketSeats'
import { offerFreedSeats } from './waitlist'

/** Orders looked at per run; the next run (a minute later) takes the rest. */
const PER_RUN = 200

const eventIdOf = (order: TicketOrder): number => (typeof order.event === 'object' ? order.event.id : order.event)

/**
 * Ends the holds that ran out by `now` (the task `expireTicketHolds`, every minute): each order's
 * PaymentIntent is cancelled at Stripe first, so no card can pay for seats given back; then, under
 * the event's ticket lock, the order is marked expired and its seats are on sale again. An order
 * whose PaymentIntent Stripe will not cancel (already paid: its webhook is on its way) or cannot
 * (Stripe away) keeps its hold until a later run.
 */
export async function expireRunOutHolds(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'ticket-orders',
    where: { and: [{ status: { equals: 'held' } }, { hold_expires_at: { less_than_equal: now.toISOString() } }] },
    sort: 'hold_expires_at',
    limit: PER_RUN,
    depth: 0,
    overrideAccess: true,
  })
  let expired = 0
  const events = new Set<number>()
  for (const order of docs) {
    if (!(await cancelPayment(payload, order))) continue
    const done = await inTransaction(payload, async ({ payload, req }) => {
      await lockWithinTransaction(payload, req, ticketLock(eventIdOf(order)))
      const current = await payload.findByID({ collection: 'ticket-orders', id: order.id, depth: 0, overrideAccess: true, req })
      if (current.status !== 'held') return false
      await payload.update({ collection: 'ticket-orders', id: order.id, overrideAccess: true, data: { status: 'expired' }, req })
      await offerFreedSeats({ payload, req }, eventIdOf(order), now)
      return true
    })
    if (done) {
      expired++
      events.add(eventIdOf(order))
    }
  }
  if (events.size) await expireCacheTags([...events].map((id) => CACHE_TAGS.event(id)))
  return expired
}

/** Whether a hold's PaymentIntent can no longer be paid (cancelled now, or never made): a ticket order's or a sponsorship's. */
export async function cancelPayment(payload: Payload, order: Pick<TicketOrder, 'id' | 'stripe_payment_intent_id'>, what = 'ticket order'): Promise<boolean> {
  if (!order.stripe_payment_intent_id) return true
  const stripe = getStripe()
  if (!stripe) return false
  try {
    await withDeadline(stripe.paymentIntents.cancel(order.stripe_payment_intent_id, { cancellation_reason: 'abandoned' }), STRIPE_WAIT_MS)
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    // Cancelled before (a run that stopped halfway): nothing can pay it.
    if (/status of canceled/.test(message)) return true
    payload.logger.warn(`The hold of ${what} ${order.id} stays for now: ${logText(message)}`)
    return false
  }
}
