import * as z from 'zod/mini'

/** Every error the API answers: a sentence for a person, and per-field messages on 422. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
})

export const messageSchema = z.object({ message: z.string() })

/** `?skip=&limit=` of list endpoints. */
export const pageQuerySchema = z.object({
  skip: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(1_000_000)), 0),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
})

/** What a public form's POST answers once its submission is stored. */
export const storedSchema = z.extend(messageSchema, { id: z.number().check(z.int()) })
