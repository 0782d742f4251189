import { listDonationsEndpoint } from '@/contracts/donations'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { listDonations } from '@/server/services/donations/donations'

export const dynamic = 'force-dynamic'

export const GET = serve(listDonationsEndpoint, async ({ payload, query }) => {
  const { items, total } = await listDonations(payload, query.status, query.skip, query.limit)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
