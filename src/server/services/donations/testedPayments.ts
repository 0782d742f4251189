import 'server-only'

import type { Payload } from 'payload'

import { withDeadline } from '@/lib/deadline'

import { getStripe, STRIPE_WAIT_MS } from '../../stripe/client'

/** The gift a PaymentIntent was started for, if it is one of ours. */
async function giftOf(payload: Payload, paymentIntent: string) {
  const { docs } = await payload.find({ collection: 'donations', where: { stripe_payment_intent_id: { equals: paymentIntent } }, limit: 1, depth: 0 })
  return docs[0]
}

const isStripeRefusal = (error: unknown) => (error as { type?: string }).type === 'StripeInvalidRequestError'

/**
 * Ends at Stripe a payment a card tester kept trying, so no card can be tried on it again. A
 * one-time gift's PaymentIntent is canceled; a monthly gift not yet paid has its subscription
 * canceled, which voids the first invoice and its PaymentIntent (Stripe refuses to cancel an
 * invoice's PaymentIntent by itself). A PaymentIntent that is not one of our gifts, or one already
 * settled, is left as it is.
 */
export async function cancelTestedPayment(payload: Payload, paymentIntent: string): Promise<string> {
  const stripe = getStripe()
  if (!stripe) return 'card giving is not configured'
  const gift = await giftOf(payload, paymentIntent)
  if (!gift) return 'not one of our gifts: left as it is'
  try {
    if (gift.stripe_subscription_id) {
      if (gift.status !== 'pending' && gift.status !== 'abandoned') return `left ${gift.status} (a monthly gift already under way)`
      await withDeadline(stripe.subscriptions.cancel(gift.stripe_subscription_id, {}, { idempotencyKey: `tested-${paymentIntent}-subscription` }), STRIPE_WAIT_MS)
      return 'monthly gift not yet paid: subscription canceled'
    }
    const intent = await withDeadline(stripe.paymentIntents.retrieve(paymentIntent), STRIPE_WAIT_MS)
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') return `left ${intent.status}`
    // `abandoned`, not `fraudulent`: the payer may be a real donor whose card said no three times.
    await withDeadline(stripe.paymentIntents.cancel(paymentIntent, { cancellation_reason: 'abandoned' }, { idempotencyKey: `tested-${paymentIntent}-cancel` }), STRIPE_WAIT_MS)
    return 'canceled'
  } catch (error) {
    // Stripe's own refusal (already canceled or settled in the meantime): no retry helps.
    if (isStripeRefusal(error)) return `refused by Stripe: ${(error as Error).message}`
    throw error
  }
}
