import { listDonorsEndpoint } from '@/contracts/donors'
import { serve } from '@/app/api/serve'
import { json } from '@/server/http/respond'
import { listDonors } from '@/server/services/donors/donors'

export const dynamic = 'force-dynamic'

export const GET = serve(listDonorsEndpoint, async ({ payload, query }) => {
  const { items, total } = await listDonors(payload, { q: query.q, segment: query.segment }, query.skip, query.limit)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
