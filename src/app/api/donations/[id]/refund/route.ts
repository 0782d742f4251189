import { refundDonationEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { requestRefund } from '@/server/services/donations/donationActions'

export const POST = serve(refundDonationEndpoint, async ({ payload, staff, params, body }) => requestRefund(payload, staff, params.id, body.amount_cents))
