import * as z from 'zod/mini'

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
  /** What was refunded of it (the money kept is amount_cents - refunded_cents). */
  refunded_cents: z.number().check(z.int()),
  /** When a monthly gift was canceled (later renewals stopped), or null. */
  subscription_canceled_at: z.nullable(z.string()),
})
export type DonationOut = z.infer<typeof donationSchema>

export const donationStatsSchema = z.object({
  total_amount_cents: z.number().check(z.int()),
  total_count: z.number().check(z.int()),
  recurring_count: z.number().check(z.int()),
})
export type DonationStats = z.infer<typeof donationStatsSchema>

/** What staff send to refund a gift: an amount in cents, or nothing for all that is left. */
export const refundSchema = z.object({
  amount_cents: z.optional(z.number({ error: 'Please enter a valid amount' }).check(z.int('Please enter a valid amount'), z.gte(1, 'Please enter a valid amount'))),
})

/** The answer of an endpoint that calls Stripe while the visitor or staff member waits. */
export const STRIPE_SILENT = { 503: { description: 'Card giving is off, or Stripe did not answer within 12 s' } } as const

export const checkoutResultSchema = z.object({ client_secret: z.string(), donation_id: z.number().check(z.int()) })
