import 'server-only'

import type { Payload } from 'payload'

import type { Donation } from '@/payload-types'

import { lockWithinTransaction } from '../../data/transactionLock'
import { inTransaction, type TransactionContext } from '../../transaction'

/** One Stripe object at a time: a webhook, a reconciliation and our own marks never write over each other. */
export const lockStripeObjects = ({ payload, req }: TransactionContext) => lockWithinTransaction(payload, req, 'stripe-objects')

/**
 * A change of a card gift made outside Stripe's news (its PaymentIntent recorded, its letter
 * marked sent). Payload writes the whole row it read, so a write that raced a webhook would put
 * back what the webhook had just changed (a dispute undone by a letter's "sent"); under the
 * webhook's lock, the row is read after Stripe's news is committed and `change` sees it.
 */
export async function updateCardGift(payload: Payload, id: number, change: (gift: Donation) => Partial<Donation>, context?: Record<string, unknown>): Promise<void> {
  await inTransaction(payload, async (ctx) => {
    await lockStripeObjects(ctx)
    // What the collection's hooks are told of the change (a monthly gift's history line).
    if (context) ctx.req.context = { ...ctx.req.context, ...context }
    const gift = await ctx.payload.findByID({ collection: 'donations', id, depth: 0, req: ctx.req })
    await ctx.payload.update({ collection: 'donations', id, depth: 0, data: change(gift), req: ctx.req })
  })
}
