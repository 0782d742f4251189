import { getDonorEndpoint } from '@/contracts/donors'
import { serve } from '@/app/api/serve'
import { donorDetail } from '@/server/services/donors/donors'

export const dynamic = 'force-dynamic'

export const GET = serve(getDonorEndpoint, async ({ payload, staff, params }) => donorDetail(payload, staff, params.id))
