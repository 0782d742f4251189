import * as z from 'zod/mini'

import { messageSchema } from './api'
import { cents, flag, jsonObject, requiredText } from './common'
import { defineEndpoint } from './endpoint'

export const BENEFITS_MESSAGE = 'Benefits must be a JSON object'
export const NO_BENEFITS = { benefits: [] }

/** The rules of a sponsor tier's fields, for the staff API, the staff dialog and /cms alike. */
export const sponsorTierFields = {
  name: requiredText('Name is required', 200),
  amount_cents: cents(0, 100_000_000, { invalid: 'Amount must be a valid number' }),
  benefits_json: z._default(jsonObject(BENEFITS_MESSAGE), NO_BENEFITS),
  is_active: z._default(flag(), true),
}

export const sponsorTierInputSchema = z.object(sponsorTierFields)

export const sponsorTierSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  amount_cents: z.number().check(z.int()),
  benefits_json: z.record(z.string(), z.unknown()),
  is_active: z.boolean(),
})
export type SponsorTierOut = z.infer<typeof sponsorTierSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const updateSponsorTierEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/sponsors/admin/{id}',
  summary: 'Update a tier',
  access: 'staff',
  role: 'content',
  body: sponsorTierInputSchema,
  output: sponsorTierSchema,
})

export const deleteSponsorTierEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/sponsors/admin/{id}',
  summary: 'Delete a tier',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})

export const listAllSponsorTiersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sponsors/admin',
  summary: 'All sponsor tiers',
  access: 'staff',
  role: 'content',
  output: z.array(sponsorTierSchema),
})

export const createSponsorTierEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/sponsors/admin',
  summary: 'Create a tier',
  access: 'staff',
  role: 'content',
  body: sponsorTierInputSchema,
  status: 201,
  output: sponsorTierSchema,
})

export const listActiveSponsorTiersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sponsors',
  summary: 'Active sponsor tiers',
  access: 'public',
  output: z.array(sponsorTierSchema),
  cache: 'public',
})
