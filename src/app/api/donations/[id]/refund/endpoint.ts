import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'
import { refundSchema, STRIPE_SILENT } from '@/contracts/donations'

/** The row changes when Stripe's charge.refunded webhook confirms the refund. */
export const refundDonationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/refund',
  summary: 'Refund a card gift that succeeded (all that is left of it, or `amount_cents`) through Stripe; the gift shows it once Stripe’s webhook confirms',
  access: 'staff',
  role: 'fundraising',
  body: refundSchema,
  status: 202,
  output: messageSchema,
  answers: {
    409: { description: 'Not a card gift that succeeded (pending, failed, already refunded, or recorded without Stripe)' },
    ...STRIPE_SILENT,
  },
})
