import { serve } from '@/server/http/serve'
import { listFundraisersForStaff } from '@/server/services/fundraisers'

import { listFundraisers } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listFundraisers, async ({ staff, query }) => listFundraisersForStaff(staff, query.status))
