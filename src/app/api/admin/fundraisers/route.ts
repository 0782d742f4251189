import { listFundraisersEndpoint } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { listFundraisersForStaff } from '@/server/services/fundraisers/fundraiserReview'

export const dynamic = 'force-dynamic'

export const GET = serve(listFundraisersEndpoint, async ({ payload, staff, query }) => listFundraisersForStaff(payload, staff, query.status))
