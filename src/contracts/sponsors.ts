import { z } from 'zod'

import { requiredText } from './common'

export const benefitsSchema = z.record(z.string(), z.unknown(), {
  error: 'Benefits must be a JSON object',
})

export const sponsorTierInputSchema = z.object({
  name: requiredText('Name is required'),
  amount_cents: z
    .number({ error: 'Amount must be a valid number' })
    .int('Amount must be a valid number')
    .min(0, 'Amount must be a valid number')
    .max(100_000_000, 'Amount must be a valid number'),
  benefits_json: benefitsSchema.default({ benefits: [] }),
  is_active: z.boolean({ error: 'Must be true or false' }).default(true),
})
export type SponsorTierInput = z.input<typeof sponsorTierInputSchema>

export const sponsorTierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amount_cents: z.number().int(),
  benefits_json: z.record(z.string(), z.unknown()),
  is_active: z.boolean(),
})
export type SponsorTierOut = z.infer<typeof sponsorTierSchema>
