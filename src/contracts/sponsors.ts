import * as z from 'zod/mini'

import { cents, flag, jsonObject, requiredText } from './common'

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
