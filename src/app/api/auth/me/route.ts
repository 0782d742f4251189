import { requireStaff } from '@/server/http/auth'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(async (request) => {
  const staff = await requireStaff(request)
  return json({ id: staff.id, email: staff.email })
})
