import * as z from 'zod/mini'

import { requiredText } from './common'

export const benefitsSchema = z.record(z.string(), z.unknown(), {
  error: 'Benefits must be a JSON object',
})

export const sponsorTierInputSchema = z.object({
  name: requiredText('Name is required'),
  amount_cents: z
    .number({ error: 'Amount must be a valid number' })
    .check(
      z.int('Amount must be a valid number'),
      z.gte(0, 'Amount must be a valid number'),
      z.lte(100_000_000, 'Amount must be a valid number'),
    ),
  benefits_json: z._default(benefitsSchema, { benefits: [] }),
  is_active: z._default(z.boolean({ error: 'Must be true or false' }), true),
})
export type SponsorTierInput = z.input<typeof sponsorTierInputSchema>

export const sponsorTierSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  amount_cents: z.number().check(z.int()),
  benefits_json: z.record(z.string(), z.unknown()),
  is_active: z.boolean(),
})
export type SponsorTierOut = z.infer<typeof sponsorTierSchema>
