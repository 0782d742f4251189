import * as z from 'zod/mini'

import { adminEventSchema, adminEventSchemaOut } from '@/contracts/events'
import { defineEndpoint } from '@/contracts/endpoint'

export const listAllEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events',
  summary: 'All events, drafts included',
  access: 'staff',
  role: 'content',
  output: z.array(adminEventSchemaOut),
})

export const createEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/events',
  summary: 'Create an event',
  access: 'staff',
  role: 'content',
  body: adminEventSchema,
  status: 201,
  output: adminEventSchemaOut,
})
