import { serve } from '@/server/http/serve'
import { requestCancel } from '@/server/services/donationActions'

import { cancelMonthlyGift } from './endpoint'

export const POST = serve(cancelMonthlyGift, async ({ staff, params }) => requestCancel(staff, params.id))
