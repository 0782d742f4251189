import { z } from 'zod'

/** Every error the API answers: a sentence for a person, and per-field messages on 422. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type ApiErrorBody = z.infer<typeof apiErrorSchema>

export const messageSchema = z.object({ message: z.string() })

/** `?skip=&limit=` of list endpoints. */
export const pageQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})

export const EMAIL_MESSAGE = 'Invalid email address'

/** A trimmed email, lower-cased so one person is one address. */
export const emailField = (message = EMAIL_MESSAGE) =>
  z
    .string({ error: message })
    .trim()
    .max(320, message)
    .pipe(z.email({ error: message }))
    .transform((value) => value.toLowerCase())

/** A required single-line text: trimmed, not empty, bounded. */
export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`)

/** An optional text: empty strings become null, so clearing a field really clears it. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null))
