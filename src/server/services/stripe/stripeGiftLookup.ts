import 'server-only'

import type { Where } from 'payload'

import type { Donation } from '@/payload-types'

import type { TransactionContext } from '../../transaction'

/** What one Stripe object changed: the gift and how, for the webhook's log and reconciliation's report. */
export type StripeRepair = { donation_id: number; change: string }

/**
 * The card gift a Stripe object names (by our donation id in its metadata, or by a Stripe id), the
 * oldest first: a monthly gift's own row comes before its renewals. A check recorded by staff
 * never changes through Stripe, whatever ids it meets.
 */
export async function findCardGift(
  ctx: TransactionContext,
  by: { donationId?: string | null; field: 'stripe_payment_intent_id' | 'stripe_subscription_id' | 'stripe_invoice_id'; stripeId: string | null | undefined },
): Promise<Donation | undefined> {
  const or: Where[] = [...(by.donationId && /^\d+$/.test(by.donationId) ? [{ id: { equals: Number(by.donationId) } }] : []), ...(by.stripeId ? [{ [by.field]: { equals: by.stripeId } }] : [])]
  if (!or.length) return undefined
  const where: Where = { and: [{ method: { equals: 'card' } }, { or }] }
  const { docs } = await ctx.payload.find({ collection: 'donations', where, sort: 'createdAt', limit: 1, depth: 0, req: ctx.req })
  return docs[0]
}

/** The id of a Stripe reference that may come expanded. */
export const idOf = (ref: string | { id: string } | null | undefined): string | null => (typeof ref === 'string' ? ref : (ref?.id ?? null))
