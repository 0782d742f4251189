import { defineEndpoint } from '@/contracts/endpoint'
import { eventDetailSchema } from '@/contracts/events'

export const getEventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/events/{id}',
  summary: 'One published event',
  access: 'public',
  output: eventDetailSchema,
  cache: 'public',
})
