import { serve } from '@/server/http/serve'
import { rejectFundraiser as reject } from '@/server/services/fundraisers'

import { rejectFundraiser } from './endpoint'

export const POST = serve(rejectFundraiser, async ({ staff, params }) => reject(staff, params.id))
