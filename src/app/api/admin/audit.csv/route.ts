import { exportAuditEntriesEndpoint } from '@/contracts/audit'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { auditCsv } from '@/server/services/staff/audit'

export const dynamic = 'force-dynamic'

export const GET = serve(exportAuditEntriesEndpoint, async ({ payload, staff, query }) => {
  const date = new Date().toISOString().slice(0, 10)
  return fileResponse({ body: await auditCsv(payload, staff, query), contentType: 'text/csv; charset=utf-8', caching: 'no-store', download: `audit-${date}.csv` })
})
