import { changeStaffEndpoint } from '@/contracts/staff'
import { serve } from '@/app/api/serve'
import { changeStaffMember } from '@/server/services/staff/staff'

export const PATCH = serve(changeStaffEndpoint, async ({ payload, staff, params, body }) => changeStaffMember(payload, staff, params.id, body))
