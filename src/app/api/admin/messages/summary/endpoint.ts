import { defineEndpoint } from '@/contracts/endpoint'
import { inboxSummarySchema } from '@/contracts/inbox'

export const inboxSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages/summary',
  summary: 'How many messages and applications no staff member has opened yet',
  access: 'staff',
  role: 'content',
  output: inboxSummarySchema,
})
