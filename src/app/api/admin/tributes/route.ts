import { listTributesForStaffEndpoint } from '@/contracts/tributes'
import { serve } from '@/app/api/serve'
import { listTributesForStaff } from '@/server/services/tributes/staffTributes'

export const dynamic = 'force-dynamic'

export const GET = serve(listTributesForStaffEndpoint, async ({ payload, staff, query }) => listTributesForStaff(payload, staff, query.q))
