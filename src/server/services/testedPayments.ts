import 'server-only'

import { withDeadline } from '@/lib/deadline'

import { getStripe, STRIPE_WAIT_MS } from '../stripe/client'

/**
 * Cancels at Stripe a PaymentIntent a card tester kept trying, so no card can be tried on it
 * again. One already succeeded or canceled is left as it is (Stripe refuses; nothing to do).
 */
export async function cancelTestedPayment(paymentIntent: string): Promise<string> {
  const stripe = getStripe()
  if (!stripe) return 'card giving is not configured'
  const intent = await withDeadline(stripe.paymentIntents.retrieve(paymentIntent), STRIPE_WAIT_MS)
  if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') return `left ${intent.status}`
  try {
    await withDeadline(stripe.paymentIntents.cancel(paymentIntent, { cancellation_reason: 'fraudulent' }, { idempotencyKey: `tested-${paymentIntent}-cancel` }), STRIPE_WAIT_MS)
  } catch (error) {
    // Stripe's own refusal (a monthly gift's invoice payment is canceled with its invoice): no retry helps.
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return `refused by Stripe: ${(error as Error).message}`
    throw error
  }
  return 'canceled'
}
