import { listRemembrancesForStaffEndpoint } from '@/contracts/remembrances'
import { serve } from '@/app/api/serve'
import { listRemembrancesForStaff } from '@/server/services/remembrances/remembrances'

export const dynamic = 'force-dynamic'

export const GET = serve(listRemembrancesForStaffEndpoint, async ({ payload, staff, query }) => listRemembrancesForStaff(payload, staff, query.status))
