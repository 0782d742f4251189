import { requireStaff } from '@/server/http/auth'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { donationStats } from '@/server/services/donations'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(async (request) => {
  await requireStaff(request)
  return json(await donationStats())
})
