import * as z from 'zod/mini'

import { defineEndpoint } from './endpoint'

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

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const cardGuardStateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/card-guard',
  summary: 'The card-testing guard: up (donors see a human check) or down, until when, this minute’s checkouts and declines, its thresholds, and the last episodes',
  access: 'staff',
  role: 'fundraising',
  output: cardGuardStateSchema,
})

export const humanCheckChallengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/human-check',
  summary:
    'A new human-check challenge (ALTCHA proof of work, self-hosted), good for 10 minutes, for a checkout that answered 428: solve it, then send its solution once as the checkout’s `human_check`',
  access: 'public',
  rateLimit: 'human-check',
  output: humanCheckChallengeSchema,
})
