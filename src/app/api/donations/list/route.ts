import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { listDonations as donationsPage } from '@/server/services/donations'

import { listDonations } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listDonations, async ({ payload, query }) => {
  const { items, total } = await donationsPage(payload, query.status, query.skip, query.limit)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
