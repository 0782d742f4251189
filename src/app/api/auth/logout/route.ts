import { requireStaff } from '@/server/http/auth'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { logoutStaff } from '@/server/services/auth'

/** Revokes the session behind the bearer token. */
export const POST = apiRoute(async (request) => {
  await logoutStaff(await requireStaff(request))
  return json({ message: 'Signed out' })
})
