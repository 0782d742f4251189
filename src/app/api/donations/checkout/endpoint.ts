import { checkoutResultSchema, STRIPE_SILENT } from '@/contracts/donations'
import { checkoutSchemaFor } from '@/contracts/donate'
import { defineEndpoint } from '@/contracts/endpoint'
import { minDonationCents } from '@/lib/minimumGift'

export const startCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/checkout',
  summary: 'Start a gift: a pending donation, then a PaymentIntent (one-time) or a Subscription (monthly); 503 when card giving is off',
  access: 'public',
  rateLimit: 'checkout',
  headers: {
    'Idempotency-Key':
      'One key per attempt (the donate form makes one): every copy of the request with it, even at the same moment, gets the first one’s answer, and one gift is started. Reused for a different gift: 409.',
  },
  // The minimum is MIN_DONATION_CENTS, read when the server starts.
  body: checkoutSchemaFor(minDonationCents()),
  status: 201,
  output: checkoutResultSchema,
  answers: {
    400: { description: 'An Idempotency-Key that is not 1 to 255 visible characters, or the hidden `website` field filled in (nothing is created)' },
    409: { description: 'The Idempotency-Key was already used for a different gift' },
    428: {
      description:
        'While the card-testing guard is up, a human check comes first (nothing is created): `{detail, human_check: true}`. Solve a challenge from GET /api/donations/human-check and send the gift again with `human_check`; a solution works once.',
    },
    429: { description: 'Too many requests from this address, or this donor email had too many declined cards in the last hour' },
    ...STRIPE_SILENT,
  },
})
