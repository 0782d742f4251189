import * as z from 'zod/mini'

import { emailField, optionalText, requiredText } from './common'

export const MESSAGE_MIN = 10

export const contactSchema = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
  subject: optionalText(300),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .check(
      z.trim(),
      z.minLength(MESSAGE_MIN, 'Message must be at least 10 characters'),
      z.maxLength(10_000, 'Please keep your message under 10,000 characters'),
    ),
})
export type ContactInput = z.input<typeof contactSchema>

export const VOLUNTEER_SUBJECT = 'Volunteer Application'

/** The volunteer form in the browser; it is sent as a contact message (spec section 7). */
export const volunteerSchema = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
  phone: optionalText(50),
  interests: z
    .string({ error: 'Please tell us about your interests (at least 10 characters)' })
    .check(
      z.trim(),
      z.minLength(MESSAGE_MIN, 'Please tell us about your interests (at least 10 characters)'),
      z.maxLength(5_000, 'Please keep this under 5,000 characters'),
    ),
})
export type VolunteerInput = z.input<typeof volunteerSchema>

export function volunteerAsContact(input: z.output<typeof volunteerSchema>): ContactInput {
  return {
    name: input.name,
    email: input.email,
    subject: VOLUNTEER_SUBJECT,
    message: `Phone: ${input.phone || 'Not provided'}\n\nInterests:\n${input.interests}`,
  }
}
