import { z } from 'zod'

import { emailField, optionalText, requiredText } from './common'

export const rsvpSchema = z.object({
  name: requiredText('Name is required'),
  email: emailField(),
})
export type RsvpInput = z.infer<typeof rsvpSchema>

const isoDateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value).toISOString())

const httpUrlOrEmpty = z
  .string()
  .trim()
  .max(2000, 'Please enter a valid URL')
  .nullish()
  .refine((value) => {
    if (!value) return true
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'Please enter a valid URL')
  .transform((value) => (value ? value : null))

/** What staff send to create or update an event (times are ISO 8601 with an offset or Z). */
export const adminEventSchema = z
  .object({
    title: requiredText('Title is required'),
    summary: optionalText(500),
    description: optionalText(20_000),
    start_at: isoDateTime('Start date is required'),
    end_at: z
      .union([isoDateTime('Please enter a valid end date'), z.literal(''), z.null()])
      .optional()
      .transform((value) => (value ? value : null)),
    location: optionalText(300),
    external_registration_url: httpUrlOrEmpty,
    is_published: z.boolean({ error: 'Must be true or false' }).default(false),
  })
  .refine((event) => !event.end_at || event.end_at >= event.start_at, {
    message: 'The end must not be before the start',
    path: ['end_at'],
  })
export type AdminEventInput = z.input<typeof adminEventSchema>

export const eventListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_at: z.string(),
  location: z.string().nullable(),
  summary: z.string().nullable(),
})
export type EventListItem = z.infer<typeof eventListItemSchema>

export const eventDetailSchema = eventListItemSchema.extend({
  description: z.string().nullable(),
  end_at: z.string().nullable(),
  external_registration_url: z.string().nullable(),
  is_published: z.boolean(),
})
export type EventDetail = z.infer<typeof eventDetailSchema>

export const adminEventSchemaOut = eventDetailSchema.extend({
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminEvent = z.infer<typeof adminEventSchemaOut>

export const rsvpResultSchema = z.union([
  z.object({ message: z.string() }),
  z.object({ external_url: z.string() }),
])
