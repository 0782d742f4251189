import 'server-only'

import type Stripe from 'stripe'

import { queueMail } from '@/jobs/queueMail'
import type { Donation } from '@/payload-types'

import type { TransactionContext } from '../../transaction'
import { chargedOf } from './chargedGift'
import { findCardGift, idOf, type StripeRepair } from './stripeGiftLookup'

/** Stripe's closed outcomes: no later news of an open dispute may undo them. */
const CLOSED = new Set(['won', 'lost', 'warning_closed', 'prevented'])
/** The outcomes in which the foundation keeps the money (`warning_closed`: an inquiry that went no further). */
const KEPT = new Set(['won', 'warning_closed', 'prevented'])

/** The PaymentIntent of the disputed charge: the dispute names it, or its charge does when expanded. */
function paymentIntentOf(dispute: Stripe.Dispute): string | null {
  const charge = typeof dispute.charge === 'string' ? null : dispute.charge
  return idOf(dispute.payment_intent) ?? idOf(charge?.payment_intent)
}

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : null)

/**
 * A chargeback opened, changed or closed (charge.dispute.created/updated/closed, and
 * reconciliation with the dispute as Stripe shows it now). While open, or once lost, the gift is
 * `disputed` and the disputed amount is out of every total (MONEY_KEPT); won, it is what it was
 * before (`succeeded`, or `refunded` if refunded in full), the dispute's fields kept as history.
 * A closed outcome is never undone by an open status arriving late, and the same news twice
 * changes nothing. Staff are mailed once per dispute: when its id is first seen, in this
 * transaction.
 */
export async function disputeChanged(dispute: Stripe.Dispute, ctx: TransactionContext): Promise<StripeRepair | null> {
  const gift = await findCardGift(ctx, { field: 'stripe_payment_intent_id', stripeId: paymentIntentOf(dispute) })
  if (!gift) return null
  const firstSeen = gift.dispute_id !== dispute.id
  if (!firstSeen && CLOSED.has(gift.dispute_status ?? '') && !CLOSED.has(dispute.status)) return null
  if (firstSeen && gift.dispute_id && !replacesDispute(gift.dispute_status, dispute.status)) return null
  const refundedInFull = (gift.refunded_cents ?? 0) >= chargedOf(gift) // the whole charge: gift and covered fee
  const dueBy = dispute.evidence_details?.due_by
  const data = {
    status: KEPT.has(dispute.status) ? (refundedInFull ? ('refunded' as const) : ('succeeded' as const)) : ('disputed' as const),
    dispute_id: dispute.id,
    dispute_status: dispute.status,
    dispute_amount_cents: dispute.amount,
    dispute_reason: dispute.reason ?? null,
    dispute_evidence_due_by: dueBy ? new Date(dueBy * 1000).toISOString() : null,
  }
  if (!firstSeen && shows(gift, data)) return null
  await ctx.payload.update({ collection: 'donations', id: gift.id, data, req: ctx.req })
  if (firstSeen) await queueMail(ctx.payload, 'mailDisputeOpened', { donation: gift.id }, ctx.req)
  return { donation_id: gift.id, change: `${gift.status} → ${data.status} (dispute ${dispute.id} ${dispute.status})` }
}

/**
 * A second dispute on the same gift (an inquiry closed, then a chargeback) takes the place of the
 * one recorded only when that one is closed and the new one is open, or when it turns a kept outcome
 * into a lost one: news of the other arriving later, or reconciliation listing both in any order,
 * never flips the gift back and forth.
 */
function replacesDispute(recorded: string | null | undefined, incoming: string): boolean {
  if (!CLOSED.has(recorded ?? '')) return false
  return !CLOSED.has(incoming) || (incoming === 'lost' && KEPT.has(recorded ?? ''))
}

/** Whether the gift already shows what Stripe says. */
function shows(gift: Donation, data: Pick<Donation, 'status' | 'dispute_status' | 'dispute_amount_cents' | 'dispute_reason' | 'dispute_evidence_due_by'>) {
  return (
    gift.status === data.status &&
    gift.dispute_status === data.dispute_status &&
    gift.dispute_amount_cents === data.dispute_amount_cents &&
    (gift.dispute_reason ?? null) === data.dispute_reason &&
    time(gift.dispute_evidence_due_by) === time(data.dispute_evidence_due_by)
  )
}
