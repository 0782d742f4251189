import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { eventListItemSchema } from '@/contracts/events'

export const listUpcomingEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/events',
  summary: 'Published events that have not ended, soonest first',
  access: 'public',
  output: z.array(eventListItemSchema),
  cache: 'public',
})
