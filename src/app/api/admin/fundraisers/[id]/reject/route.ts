import { rejectFundraiserEndpoint } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { rejectFundraiser } from '@/server/services/fundraisers/fundraiserReview'

export const POST = serve(rejectFundraiserEndpoint, async ({ payload, staff, params }) => rejectFundraiser(payload, staff, params.id))
