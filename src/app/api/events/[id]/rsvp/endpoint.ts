import { defineEndpoint } from '@/contracts/endpoint'
import { messageSchema } from '@/contracts/api'
import { rsvpResultSchema } from '@/contracts/events'
import { rsvpSchema } from '@/contracts/rsvp'

export const rsvpToEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/events/{id}/rsvp',
  summary: 'RSVP (once per event and email); events that register elsewhere answer {external_url}; the visitor is mailed a confirmation with an .ics invitation',
  access: 'public',
  rateLimit: 'rsvp',
  body: rsvpSchema,
  status: 201,
  output: messageSchema,
  answers: {
    200: { description: 'Already registered, or register elsewhere', schema: rsvpResultSchema },
    409: { description: 'This event is full (every place of its capacity is taken)' },
  },
})
