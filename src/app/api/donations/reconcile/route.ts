import { serve } from '@/server/http/serve'
import { reconcileWithStripe } from '@/server/services/reconcile'
import { recordStaffAction } from '@/server/services/staffActions'

import { reconcileDonations } from './endpoint'

export const POST = serve(reconcileDonations, async ({ body }) => {
  await recordStaffAction({ action: 'reconcile', target: { collection: 'donations' }, summary: `last ${body.days} days against Stripe` })
  return reconcileWithStripe(body.days)
})
