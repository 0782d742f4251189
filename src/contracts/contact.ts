import * as z from 'zod/mini'

import { storedSchema } from './api'
import { emailField, longText, optionalLine, requiredText } from './common'
import { defineEndpoint } from './endpoint'

export const MESSAGE_MIN = 10

/** The rules of a contact message's fields: the contact form, the API and /cms alike. */
export const contactFields = {
  name: requiredText('Name is required'),
  email: emailField(),
  subject: optionalLine(300),
  message: longText(MESSAGE_MIN, 10_000, 'Message must be at least 10 characters', 'Please keep your message under 10,000 characters'),
}

export const contactSchema = z.object(contactFields)
export type ContactInput = z.input<typeof contactSchema>

export const VOLUNTEER_SUBJECT = 'Volunteer Application'

/** The volunteer form in the browser; it is sent as a contact message (spec section 7). */
export const volunteerSchema = z.object({
  name: contactFields.name,
  email: contactFields.email,
  phone: optionalLine(50),
  interests: longText(MESSAGE_MIN, 5_000, 'Please tell us about your interests (at least 10 characters)'),
})

/** The contact message's fields on the volunteer form's (the message is made of the interests). */
export const VOLUNTEER_FORM_FIELDS = { message: 'interests' } as const

export function volunteerAsContact(input: z.output<typeof volunteerSchema>): ContactInput {
  return {
    name: input.name,
    email: input.email,
    subject: VOLUNTEER_SUBJECT,
    message: `Phone: ${input.phone || 'Not provided'}\n\nInterests:\n${input.interests}`,
  }
}

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const sendContactMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'A message or a volunteer application (subject "Volunteer Application"); stored, then mailed',
  access: 'public',
  rateLimit: 'contact',
  body: contactSchema,
  status: 201,
  output: storedSchema,
})
