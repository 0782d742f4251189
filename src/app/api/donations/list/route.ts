import { requireStaff } from '@/server/http/auth'
import { apiRoute } from '@/server/http/handler'
import { readPageQuery } from '@/server/http/query'
import { json } from '@/server/http/respond'
import { listDonations } from '@/server/services/donations'

export const dynamic = 'force-dynamic'

/** Newest first; `?skip=&limit=` pages (total in X-Total-Count); without them, all. */
export const GET = apiRoute(async (request) => {
  await requireStaff(request)
  const { skip, limit } = readPageQuery(request)
  const { items, total } = await listDonations(skip, limit)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
