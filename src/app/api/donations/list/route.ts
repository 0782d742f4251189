import { json } from '@/server/http/respond'
import { serve } from '@/server/http/serve'
import { listDonations as donationsPage } from '@/server/services/donations'

import { listDonations } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listDonations, async ({ query }) => {
  const { items, total } = await donationsPage(query.status, query.skip, query.limit)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
