import type Stripe from 'stripe'

import { ApiError, badRequest, unavailable } from '@/server/http/errors'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { applyStripeEvent } from '@/server/services/stripeWebhook'
import { getStripe } from '@/server/stripe/client'

const MAX_BYTES = 1024 * 1024

/** Stripe's webhook: signature verified over the raw body, then applied once. */
export const POST = apiRoute(async (request) => {
  const stripe = getStripe()
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) throw unavailable('Card giving is not configured.')
  const signature = request.headers.get('stripe-signature')
  if (!signature) throw badRequest('Missing Stripe-Signature header.')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES) throw new ApiError(413, 'The event is too large.')
  const raw = await request.text()
  let event: Stripe.Event
  try {
    event = stripe.webhooks.constructEvent(raw, signature, secret)
  } catch {
    throw badRequest('The Stripe signature does not match.')
  }
  const outcome = await applyStripeEvent(event)
  return json({ received: true, outcome })
})
