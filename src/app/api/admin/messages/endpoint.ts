import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { inboxMessageSchema, inboxQuerySchema } from '@/contracts/inbox'

export const listInboxMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages',
  summary: 'Contact messages and volunteer applications, newest first; `?kind=contact|volunteer&handled=true|false&skip=&limit=` (50 a page by default), the total in X-Total-Count',
  access: 'staff',
  role: 'content',
  query: inboxQuerySchema,
  output: z.array(inboxMessageSchema),
})
