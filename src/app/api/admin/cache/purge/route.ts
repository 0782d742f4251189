import { expirePublicCache } from '@/lib/revalidate'
import { requireStaff } from '@/server/http/auth'
import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'

/**
 * Staff only (no body is read): after data changed outside the app, the public pages and GETs of
 * every instance are rendered afresh on their next request instead of within 30 s.
 */
export const POST = apiRoute(async (request) => {
  await requireStaff(request)
  expirePublicCache()
  return json({ message: 'The public pages will be rendered afresh.' })
})
