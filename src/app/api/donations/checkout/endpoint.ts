import { checkoutResultSchema } from '@/contracts/donations'
import { checkoutSchema } from '@/contracts/donate'
import { defineEndpoint } from '@/contracts/endpoint'

export const startCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/donations/checkout',
  summary: 'Start a gift: a pending donation, then a PaymentIntent (one-time) or a Subscription (monthly); 503 when card giving is off',
  access: 'public',
  rateLimit: 'checkout',
  body: checkoutSchema,
  status: 201,
  output: checkoutResultSchema,
  answers: { 503: { description: 'Card giving is off or Stripe is unreachable' } },
})
