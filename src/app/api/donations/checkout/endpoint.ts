import { checkoutResultSchema, STRIPE_SILENT } from '@/contracts/donations'
import { checkoutSchema } from '@/contracts/donate'
import { defineEndpoint } from '@/contracts/endpoint'

export const startCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/donations/checkout',
  summary: 'Start a gift: a pending donation, then a PaymentIntent (one-time) or a Subscription (monthly); 503 when card giving is off',
  access: 'public',
  rateLimit: 'checkout',
  headers: {
    'Idempotency-Key':
      'One key per attempt (the donate form makes one): every copy of the request with it, even at the same moment, gets the first one’s answer, and one gift is started. Reused for a different gift: 409.',
  },
  body: checkoutSchema,
  status: 201,
  output: checkoutResultSchema,
  answers: {
    400: { description: 'An Idempotency-Key that is not 1 to 255 visible characters' },
    409: { description: 'The Idempotency-Key was already used for a different gift' },
    ...STRIPE_SILENT,
  },
})
