import { serve } from '@/server/http/serve'
import { reconcileWithStripe } from '@/server/services/reconcile'

import { reconcileDonations } from './endpoint'

export const POST = serve(reconcileDonations, async ({ body }) => reconcileWithStripe(body.days))
