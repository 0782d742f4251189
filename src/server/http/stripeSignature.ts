import type Stripe from 'stripe'

import { unavailable } from '../domain/errors'
import { getStripe } from '../stripe/client'
import { readText } from './body'
import { badRequest } from './errors'

/**
 * A `stripe-signature` endpoint's caller, proven (serve() asks before the handler runs): the event
 * Stripe signed over the raw body with STRIPE_WEBHOOK_SECRET. 503 when card giving is not
 * configured, 400 without the Stripe-Signature header or when it does not match, 413 for a body
 * over the webhook's limit.
 */
export async function verifiedStripeEvent(request: Request): Promise<Stripe.Event> {
  const stripe = getStripe()
  const secret = process.env.STRIPE_WEBHOOK_SECRET
  if (!stripe || !secret) throw unavailable('Card giving is not configured.')
  const signature = request.headers.get('stripe-signature')
  if (!signature) throw badRequest('Missing Stripe-Signature header.')
  // Counted as read: a chunked body cannot slip past the limit.
  const raw = await readText(request, 'webhook')
  try {
    return stripe.webhooks.constructEvent(raw, signature, secret)
  } catch {
    throw badRequest('The Stripe signature does not match.')
  }
}
