import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'

export const receiveStripeEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/webhook',
  summary:
    'Stripe webhook (Stripe-Signature verified): payment_intent.succeeded/payment_failed, invoice.paid, invoice.payment_failed (a monthly renewal that failed), customer.subscription.deleted, charge.refunded, charge.dispute.created/updated/closed (chargebacks); idempotent, any order',
  access: 'stripe-signature',
  output: z.object({ received: z.literal(true), outcome: z.string() }),
  answers: { 400: { description: 'Missing or wrong signature' }, 413: { description: 'Body too large' }, 503: { description: 'Card giving is not configured' } },
})
