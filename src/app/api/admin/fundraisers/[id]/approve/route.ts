import { approveFundraiserEndpoint } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { approveFundraiser } from '@/server/services/fundraisers/fundraiserReview'

export const POST = serve(approveFundraiserEndpoint, async ({ payload, staff, params }) => approveFundraiser(payload, staff, params.id))
