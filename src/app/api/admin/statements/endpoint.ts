import { defineEndpoint } from '@/contracts/endpoint'
import { queuedStatementsSchema, queueStatementsSchema } from '@/contracts/statements'

export const queueStatementsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/statements',
  summary:
    'Queue the year-end statement (mail + PDF) of every donor with gifts kept in `year` (in SITE_TIME_ZONE); a donor and year already sent are skipped unless `resend`. Answers how many were queued (audited)',
  access: 'staff',
  role: 'fundraising',
  body: queueStatementsSchema,
  status: 202,
  output: queuedStatementsSchema,
})
