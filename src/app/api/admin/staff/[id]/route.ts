import { serve } from '@/app/api/serve'
import { changeStaffMember } from '@/server/services/staff'

import { changeStaff } from './endpoint'

export const PATCH = serve(changeStaff, async ({ payload, staff, params, body }) => changeStaffMember(payload, staff, params.id, body))
