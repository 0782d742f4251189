import { serve } from '@/app/api/serve'
import { listRemembrancesForStaff as list } from '@/server/services/remembrances'

import { listRemembrancesForStaff } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listRemembrancesForStaff, async ({ payload, staff, query }) => list(payload, staff, query.status))
