import { serve } from '@/app/api/serve'

import { whoAmI } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(whoAmI, async ({ staff }) => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
  two_step_enabled: Boolean(staff.two_step_enabled_at),
}))
