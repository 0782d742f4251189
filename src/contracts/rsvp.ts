import * as z from 'zod/mini'

import { messageSchema } from './api'
import { emailField, requiredText } from './common'
import { defineEndpoint } from './endpoint'
import { rsvpResultSchema } from './events'

export const rsvpFields = {
  name: requiredText('Name is required'),
  email: emailField(),
}

/** The RSVP form in the browser, the API and /cms alike. */
export const rsvpSchema = z.object(rsvpFields)
export type RsvpInput = z.infer<typeof rsvpSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

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
