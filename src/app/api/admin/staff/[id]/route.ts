import { serve } from '@/app/api/serve'
import { changeStaffMember } from '@/server/services/staff/staff'

import { changeStaffEndpoint } from './endpoint'

export const PATCH = serve(changeStaffEndpoint, async ({ payload, staff, params, body }) => changeStaffMember(payload, staff, params.id, body))
