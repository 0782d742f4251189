import { serve } from '@/app/api/serve'
import { donorDetail } from '@/server/services/donors/donors'

import { getDonorEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(getDonorEndpoint, async ({ payload, staff, params }) => donorDetail(payload, staff, params.id))
