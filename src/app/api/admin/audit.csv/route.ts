import { serve } from '@/app/api/serve'
import { auditCsv } from '@/server/services/audit'

import { exportAuditEntriesEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(exportAuditEntriesEndpoint, async ({ payload, staff, query }) => {
  const date = new Date().toISOString().slice(0, 10)
  return new Response(await auditCsv(payload, staff, query), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="audit-${date}.csv"`, 'Cache-Control': 'no-store' },
  })
})
