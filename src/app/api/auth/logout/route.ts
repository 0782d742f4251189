import { serve } from '@/app/api/serve'
import { logoutStaff } from '@/server/services/auth'

import { signOut } from './endpoint'

export const POST = serve(signOut, async ({ payload, staff }) => {
  await logoutStaff(payload, staff)
  return { message: 'Signed out' }
})
