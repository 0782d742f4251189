import { serve } from '@/app/api/serve'
import { rejectFundraiser as reject } from '@/server/services/fundraisers'

import { rejectFundraiser } from './endpoint'

export const POST = serve(rejectFundraiser, async ({ payload, staff, params }) => reject(payload, staff, params.id))
