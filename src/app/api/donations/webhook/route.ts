import { receiveStripeEventEndpoint } from '@/contracts/donations'
import type Stripe from 'stripe'

import { readText } from '@/server/http/body'
import { unavailable } from '@/server/domain/errors'
import { badRequest } from '@/server/http/errors'
import { serve } from '@/app/api/serve'
import { applyStripeEvent } from '@/server/services/stripe/stripeWebhook'
import { getStripe } from '@/server/stripe/client'

/** The signature is verified over the raw body, then the event is applied once. */
export const POST = serve(receiveStripeEventEndpoint, async ({ payload, request }) => {
  const stripe = getStripe()
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) throw unavailable('Card giving is not configured.')
  const signature = request.headers.get('stripe-signature')
  if (!signature) throw badRequest('Missing Stripe-Signature header.')
  // Counted as read: a chunked body cannot slip past the limit.
  const raw = await readText(request, 'webhook')
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(raw, signature, secret)
  } catch {
    throw badRequest('The Stripe signature does not match.')
  }
  return { received: true as const, outcome: await applyStripeEvent(payload, event) }
})
