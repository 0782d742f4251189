import type Stripe from 'stripe'

import { BODY_LIMITS, readText } from '@/server/http/body'
import { badRequest, unavailable } from '@/server/http/errors'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { applyStripeEvent } from '@/server/services/stripeWebhook'
import { getStripe } from '@/server/stripe/client'

/** Stripe's webhook: signature verified over the raw body, then applied once. */
export const POST = apiRoute(async (request) => {
  const stripe = getStripe()
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) throw unavailable('Card giving is not configured.')
  const signature = request.headers.get('stripe-signature')
  if (!signature) throw badRequest('Missing Stripe-Signature header.')
  // Counted as read: a chunked body cannot slip past the limit.
  const raw = await readText(request, BODY_LIMITS.webhook)
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(raw, signature, secret)
  } catch {
    throw badRequest('The Stripe signature does not match.')
  }
  const outcome = await applyStripeEvent(event)
  return json({ received: true, outcome })
})
