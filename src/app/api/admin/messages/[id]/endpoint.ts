import { defineEndpoint } from '@/contracts/endpoint'
import { inboxMessageSchema, inboxUpdateSchema } from '@/contracts/inbox'

export const updateInboxMessageEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/messages/{id}',
  summary: 'Mark a message read or unread (`read`), handled or not (`handled`); opening one in /admin marks it read',
  access: 'staff',
  role: 'content',
  body: inboxUpdateSchema,
  output: inboxMessageSchema,
})
