import { serve } from '@/server/http/serve'
import { logoutStaff } from '@/server/services/auth'

import { signOut } from './endpoint'

export const POST = serve(signOut, async ({ staff }) => {
  await logoutStaff(staff)
  return { message: 'Signed out' }
})
