import { serve } from '@/app/api/serve'
import { listRemembrancesForStaff } from '@/server/services/remembrances/remembrances'

import { listRemembrancesForStaffEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listRemembrancesForStaffEndpoint, async ({ payload, staff, query }) => listRemembrancesForStaff(payload, staff, query.status))
