import { reconcileDonationsEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { reconcileWithStripe } from '@/server/services/donations/reconcile'
import { recordStaffAction } from '@/server/services/staff/staffActions'

export const POST = serve(reconcileDonationsEndpoint, async ({ payload, body }) => {
  await recordStaffAction(payload, { action: 'reconcile', target: { collection: 'donations' }, summary: `last ${body.days} days against Stripe` })
  return reconcileWithStripe(payload, body.days)
})
