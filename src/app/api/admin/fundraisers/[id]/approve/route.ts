import { serve } from '@/app/api/serve'
import { approveFundraiser as approve } from '@/server/services/fundraisers'

import { approveFundraiser } from './endpoint'

export const POST = serve(approveFundraiser, async ({ payload, staff, params }) => approve(payload, staff, params.id))
