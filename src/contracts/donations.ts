import * as z from 'zod/mini'

import { isEmailOrEmpty, MAX_DONATION_CENTS } from './donate'

// The donate form's own schema is in donate.ts, apart from these, which only the server uses.

export const donationSchema = z.object({
  id: z.number().check(z.int()),
  created_at: z.string(),
  amount_cents: z.number().check(z.int()),
  currency: z.string(),
  donor_name: z.nullable(z.string()),
  donor_email: z.nullable(z.string()),
  is_recurring: z.boolean(),
  status: z.string(),
  dedication_note: z.nullable(z.string()),
})
export type DonationOut = z.infer<typeof donationSchema>

export const donationStatsSchema = z.object({
  total_amount_cents: z.number().check(z.int()),
  total_count: z.number().check(z.int()),
  recurring_count: z.number().check(z.int()),
})
export type DonationStats = z.infer<typeof donationStatsSchema>

/** What the donate form sends to POST /api/donations/checkout (amount in cents). */
export const checkoutSchema = z.object({
  amount_cents: z
    .number({ error: 'Please enter a valid amount' })
    .check(
      z.int('Please enter a valid amount'),
      z.gte(100, 'Amount must be at least $1'),
      z.lte(MAX_DONATION_CENTS, 'For gifts above $100,000 please contact us'),
    ),
  donor_name: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(200, 'Please keep this under 200 characters'))),
    z.transform((v: string | null | undefined) => v || null),
  ),
  donor_email: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(320, 'Invalid email'))).check(z.refine(isEmailOrEmpty, 'Invalid email')),
    z.transform((v: string | null | undefined) => (v ? v.toLowerCase() : null)),
  ),
  is_recurring: z._default(z.boolean({ error: 'Must be true or false' }), false),
  dedication_note: z.pipe(
    z.nullish(z.string().check(z.trim(), z.maxLength(1000, 'Please keep this under 1,000 characters'))),
    z.transform((v: string | null | undefined) => v || null),
  ),
})
export type CheckoutInput = z.input<typeof checkoutSchema>

export const checkoutResultSchema = z.object({ client_secret: z.string(), donation_id: z.number().check(z.int()) })
