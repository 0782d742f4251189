import { reconcileReportSchema, reconcileSchema } from '@/contracts/donations'
import { defineEndpoint } from '@/contracts/endpoint'

/** The same check as `npm run reconcile -- --days N`, through the webhook's own handlers. */
export const reconcileDonationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/reconcile',
  summary: 'Check the gifts of the last `days` days (30 when left out) against Stripe’s payments, paid invoices and refunds, repair what a missed webhook left behind, and report each repair',
  access: 'staff',
  role: 'fundraising',
  body: reconcileSchema,
  output: reconcileReportSchema,
  answers: { 503: { description: 'Card giving is off, or Stripe stopped answering or refused partway (what was repaired by then stays repaired; run it again)' } },
})
