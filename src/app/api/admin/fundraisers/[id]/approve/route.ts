import { serve } from '@/app/api/serve'
import { approveFundraiser } from '@/server/services/fundraisers/fundraiserReview'

import { approveFundraiserEndpoint } from './endpoint'

export const POST = serve(approveFundraiserEndpoint, async ({ payload, staff, params }) => approveFundraiser(payload, staff, params.id))
