import { reconcileReportSchema, reconcileSchema, STRIPE_SILENT } from '@/contracts/donations'
import { defineEndpoint } from '@/contracts/endpoint'

/** The same check as `npm run reconcile -- --days N`, through the webhook's own handlers. */
export const reconcileDonations = defineEndpoint({
  method: 'POST',
  path: '/api/donations/reconcile',
  summary: 'Check the gifts of the last `days` days (30 when left out) against Stripe’s payments, paid invoices and refunds, repair what a missed webhook left behind, and report each repair',
  access: 'staff',
  body: reconcileSchema,
  output: reconcileReportSchema,
  answers: { ...STRIPE_SILENT },
})
