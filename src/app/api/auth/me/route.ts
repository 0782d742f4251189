import { whoAmIEndpoint } from '@/contracts/auth'
import { serve } from '@/app/api/serve'

export const dynamic = 'force-dynamic'

export const GET = serve(whoAmIEndpoint, async ({ staff }) => ({
  id: staff.id,
  email: staff.email,
  role: staff.role,
  two_step_enabled: Boolean(staff.two_step_enabled_at),
}))
