import { serve } from '@/server/http/serve'
import { listRemembrancesForStaff as list } from '@/server/services/remembrances'

import { listRemembrancesForStaff } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listRemembrancesForStaff, async ({ staff, query }) => list(staff, query.status))
