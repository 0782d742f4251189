import { serve } from '@/server/http/serve'
import { requestRefund } from '@/server/services/donationActions'

import { refundDonation } from './endpoint'

export const POST = serve(refundDonation, async ({ staff, params, body }) => requestRefund(staff, params.id, body.amount_cents))
