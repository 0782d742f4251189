import * as z from 'zod/mini'

/** An ALTCHA proof-of-work challenge (altcha-lib v2): its signed parameters, for the widget or a script. */
export const humanCheckChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.optional(z.string()),
})

const episodeSchema = z.object({
  id: z.number(),
  reason: z.string(),
  checkouts: z.number(),
  declines: z.number(),
  started_at: z.string(),
  last_tripped_at: z.string(),
})

/** The card-testing guard as staff see it. */
export const cardGuardStateSchema = z.object({
  up: z.boolean(),
  up_until: z.nullable(z.string()),
  counts: z.object({ checkouts_this_minute: z.number(), declines_last_minute: z.number() }),
  settings: z.object({ checkouts_per_minute: z.number(), declines_per_minute: z.number(), cooldown_minutes: z.number() }),
  episodes: z.array(episodeSchema),
})
