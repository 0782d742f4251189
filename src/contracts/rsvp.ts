import * as z from 'zod/mini'

import { emailField, requiredText } from './common'

export const rsvpFields = {
  name: requiredText('Name is required'),
  email: emailField(),
}

/** The RSVP form in the browser, the API and /cms alike. */
export const rsvpSchema = z.object(rsvpFields)
export type RsvpInput = z.infer<typeof rsvpSchema>
