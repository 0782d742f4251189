import { serve } from '@/server/http/serve'
import { changeStaffMember } from '@/server/services/staff'

import { changeStaff } from './endpoint'

export const PATCH = serve(changeStaff, async ({ staff, params, body }) => changeStaffMember(staff, params.id, body))
