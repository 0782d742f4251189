import * as z from 'zod/mini'

import { auditEntrySchema, auditQuerySchema } from '@/contracts/audit'
import { defineEndpoint } from '@/contracts/endpoint'

export const listAuditEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'The audit trail, newest first; `?actor=&action=&from=YYYY-MM-DD&to=YYYY-MM-DD&skip=&limit=` (50 a page by default), the total in X-Total-Count',
  access: 'staff',
  role: 'admin',
  query: auditQuerySchema,
  output: z.array(auditEntrySchema),
})
