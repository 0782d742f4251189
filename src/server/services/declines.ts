import 'server-only'

import type Stripe from 'stripe'

import { markTested, recordDecline } from '../data/cardGuard'
import type { TransactionContext } from '../transaction'
import { declineLimits, noteDeclines } from './cardGuard'

/** What a declined attempt tells about the card behind it (Stripe's `last_payment_error`). */
function attemptOf(intent: Stripe.PaymentIntent) {
  const error = intent.last_payment_error
  const method = error?.payment_method
  return {
    payment_method: method?.id ?? null,
    card_fingerprint: method?.card?.fingerprint ?? null,
    decline_code: error?.decline_code ?? error?.code ?? null,
  }
}

/**
 * One declined payment attempt (payment_intent.payment_failed), in the webhook's transaction: a
 * row that feeds the site-wide guard and the limits. A PaymentIntent declined DECLINES_PER_PAYMENT
 * times, or tried with a card declined DECLINES_PER_CARD_PER_HOUR times this hour, is canceled at
 * Stripe by the cancelTestedPayment job (queued in the same transaction, once per PaymentIntent).
 */
export async function recordDeclinedAttempt(intent: Stripe.PaymentIntent, donation: { id: number; donor_email?: string | null } | undefined, ctx: TransactionContext): Promise<void> {
  const limits = declineLimits()
  const counts = await recordDecline(ctx, {
    payment_intent: intent.id,
    donation_id: donation?.id ?? null,
    donor_email: donation?.donor_email?.toLowerCase() ?? intent.receipt_email?.toLowerCase() ?? null,
    ...attemptOf(intent),
  })
  if (!counts.recorded) return
  const reason = counts.intent_declines >= limits.perPayment ? 'declines on this payment' : counts.card_declines >= limits.perCard ? 'card declined this hour' : null
  if (reason && (await markTested(ctx, intent.id, reason))) {
    await ctx.payload.jobs.queue({ task: 'cancelTestedPayment', input: { payment_intent: intent.id }, req: ctx.req })
  }
  await noteDeclines(ctx, counts.site_declines)
}
