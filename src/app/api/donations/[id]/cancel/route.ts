import { serve } from '@/app/api/serve'
import { requestCancel } from '@/server/services/donationActions'

import { cancelMonthlyGift } from './endpoint'

export const POST = serve(cancelMonthlyGift, async ({ payload, staff, params }) => requestCancel(payload, staff, params.id))
