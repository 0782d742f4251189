import { adminEventSchema, adminEventSchemaOut } from '@/contracts/events'
import { defineEndpoint } from '@/contracts/endpoint'
import { messageSchema } from '@/contracts/api'

export const updateEventEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/events/{id}',
  summary: 'Update an event',
  access: 'staff',
  role: 'content',
  body: adminEventSchema,
  output: adminEventSchemaOut,
})

export const deleteEventEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/events/{id}',
  summary: 'Delete an event (and its RSVPs)',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})
