import { signOutEndpoint } from '@/contracts/auth'
import { serve } from '@/app/api/serve'
import { logoutStaff } from '@/server/services/staff/auth'

export const POST = serve(signOutEndpoint, async ({ payload, staff }) => {
  await logoutStaff(payload, staff)
  return { message: 'Signed out' }
})
