import { listAuditEntriesEndpoint } from '@/contracts/audit'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { listAudit } from '@/server/services/staff/audit'

export const dynamic = 'force-dynamic'

export const GET = serve(listAuditEntriesEndpoint, async ({ payload, staff, query }) => {
  const { items, total } = await listAudit(payload, staff, query)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
