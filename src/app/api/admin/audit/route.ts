import { json } from '@/server/http/respond'
import { serve } from '@/server/http/serve'
import { listAudit } from '@/server/services/audit'

import { listAuditEntries } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listAuditEntries, async ({ staff, query }) => {
  const { items, total } = await listAudit(staff, query)
  return json(items, { headers: { 'X-Total-Count': String(total) } })
})
