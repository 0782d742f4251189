import { messageSchema } from '@/contracts/api'
import { STRIPE_SILENT } from '@/contracts/donations'
import { defineEndpoint } from '@/contracts/endpoint'

/** The row changes when Stripe's customer.subscription.deleted webhook confirms the cancel. */
export const cancelMonthlyGiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/cancel',
  summary: 'Cancel a monthly gift’s subscription in Stripe (later renewals stop); the gift shows “Canceled” once Stripe’s webhook confirms',
  access: 'staff',
  role: 'fundraising',
  status: 202,
  output: messageSchema,
  answers: { 409: { description: 'Not a monthly card gift, or already canceled' }, ...STRIPE_SILENT },
})
