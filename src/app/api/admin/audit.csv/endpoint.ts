import { auditFilterSchema } from '@/contracts/audit'
import { defineEndpoint } from '@/contracts/endpoint'

export const exportAuditEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit.csv',
  summary: 'The audit trail as CSV, with the same filters as /api/admin/audit (at most 50,000 rows, newest first)',
  access: 'staff',
  role: 'admin',
  query: auditFilterSchema,
  file: { contentType: 'text/csv', description: 'One row per entry: at, actor_email, action, target, changed_fields, summary, address' },
})
