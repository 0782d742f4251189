import { serve } from '@/server/http/serve'
import { approveFundraiser as approve } from '@/server/services/fundraisers'

import { approveFundraiser } from './endpoint'

export const POST = serve(approveFundraiser, async ({ staff, params }) => approve(staff, params.id))
