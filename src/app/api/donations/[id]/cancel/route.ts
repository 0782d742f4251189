import { cancelMonthlyGiftEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { requestCancel } from '@/server/services/donations/donationActions'

export const POST = serve(cancelMonthlyGiftEndpoint, async ({ payload, staff, params }) => requestCancel(payload, staff, params.id))
