import { serve } from '@/app/api/serve'
import { rejectFundraiser } from '@/server/services/fundraisers/fundraiserReview'

import { rejectFundraiserEndpoint } from './endpoint'

export const POST = serve(rejectFundraiserEndpoint, async ({ payload, staff, params }) => rejectFundraiser(payload, staff, params.id))
