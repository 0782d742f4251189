import * as z from 'zod/mini'

import { emailField, requiredText } from './common'

/** The RSVP form in the browser, and POST /api/events/{id}/rsvp. */
export const rsvpSchema = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
})
export type RsvpInput = z.infer<typeof rsvpSchema>
