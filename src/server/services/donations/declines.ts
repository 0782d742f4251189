import 'server-only'

import type Stripe from 'stripe'

import { markTested, openEpisode, recordDecline } from '../../data/cardGuard'
import type { TransactionContext } from '../../transaction'
import { declineLimits, guardSettings, noteDeclines } from './cardGuard'

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

/** The gift a declined PaymentIntent belongs to, when it is one of ours. */
type Gift = { id: number; donor_email?: string | null; createdAt?: string }

/**
 * One declined payment attempt (payment_intent.payment_failed), in the webhook's transaction: a
 * row that feeds the site-wide guard and the limits. A PaymentIntent declined DECLINES_PER_PAYMENT
 * times, or tried with a card declined DECLINES_PER_CARD_PER_HOUR times this hour, or started
 * before the guard went up and declined while it is up, is canceled at
 * Stripe by the cancelTestedPayment job (queued in the same transaction, once per PaymentIntent).
 */
export async function recordDeclinedAttempt(intent: Stripe.PaymentIntent, donation: Gift | undefined, ctx: TransactionContext): Promise<void> {
  const limits = declineLimits()
  const counts = await recordDecline(ctx, {
    payment_intent: intent.id,
    donation_id: donation?.id ?? null,
    donor_email: donation?.donor_email?.toLowerCase() ?? intent.receipt_email?.toLowerCase() ?? null,
    ...attemptOf(intent),
  })
  if (!counts.recorded) return
  await noteDeclines(ctx, counts.site_declines)
  const reason =
    counts.intent_declines >= limits.perPayment
      ? 'declines on this payment'
      : counts.card_declines >= limits.perCard
        ? 'card declined this hour'
        : (await startedBeforeEpisode(ctx, donation))
          ? 'started before the guard went up'
          : null
  if (reason && (await markTested(ctx, intent.id, reason))) {
    await ctx.payload.jobs.queue({ task: 'cancelTestedPayment', input: { payment_intent: intent.id }, req: ctx.req })
  }
}

/**
 * While the guard is up, a payment started before it went up (stockpiled by a tester while
 * checkouts were free) is ended at its first decline; one started since passed a human check.
 */
async function startedBeforeEpisode(ctx: TransactionContext, donation: Gift | undefined): Promise<boolean> {
  if (!donation?.createdAt) return false
  const episode = await openEpisode(ctx, guardSettings().cooldownSeconds)
  return Boolean(episode && new Date(donation.createdAt) < new Date(episode.started_at))
}
