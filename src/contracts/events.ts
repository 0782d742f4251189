import * as z from 'zod/mini'

import { optionalText, requiredText } from './common'

// The RSVP form's schema is in rsvp.ts, apart from these, which only the server uses.

const isoDateTime = (message: string) =>
  z.pipe(
    z
      .string({ error: message })
      .check(
        z.trim(),
        z.minLength(1, message),
        z.refine((value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), message),
      ),
    z.transform((value: string) => new Date(value).toISOString()),
  )

const httpUrlOrEmpty = z.pipe(
  z.nullish(z.string().check(z.trim(), z.maxLength(2000, 'Please enter a valid URL'))).check(
    z.refine((value: string | null | undefined) => {
      if (!value) return true
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, 'Please enter a valid URL'),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
)

/** What staff send to create or update an event (times are ISO 8601 with an offset or Z). */
export const adminEventSchema = z
  .object({
    title: requiredText('Title is required'),
    summary: optionalText(500),
    description: optionalText(20_000),
    start_at: isoDateTime('Start date is required'),
    end_at: z.pipe(
      z.optional(z.union([isoDateTime('Please enter a valid end date'), z.literal(''), z.null()])),
      z.transform((value: string | null | undefined) => (value ? value : null)),
    ),
    location: optionalText(300),
    external_registration_url: httpUrlOrEmpty,
    is_published: z._default(z.boolean({ error: 'Must be true or false' }), false),
  })
  .check(
    z.refine((event: { start_at: string; end_at: string | null }) => !event.end_at || event.end_at >= event.start_at, {
      message: 'The end must not be before the start',
      path: ['end_at'],
    }),
  )
export type AdminEventInput = z.input<typeof adminEventSchema>

export const eventListItemSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  start_at: z.string(),
  location: z.nullable(z.string()),
  summary: z.nullable(z.string()),
})
export type EventListItem = z.infer<typeof eventListItemSchema>

export const eventDetailSchema = z.extend(eventListItemSchema, {
  description: z.nullable(z.string()),
  end_at: z.nullable(z.string()),
  external_registration_url: z.nullable(z.string()),
  is_published: z.boolean(),
})
export type EventDetail = z.infer<typeof eventDetailSchema>

export const adminEventSchemaOut = z.extend(eventDetailSchema, {
  created_at: z.string(),
  updated_at: z.string(),
})
export type AdminEvent = z.infer<typeof adminEventSchemaOut>

export const rsvpResultSchema = z.union([
  z.object({ message: z.string() }),
  z.object({ external_url: z.string() }),
])
