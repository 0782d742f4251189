import { z } from 'zod'

export const donationSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  donor_name: z.string().nullable(),
  donor_email: z.string().nullable(),
  is_recurring: z.boolean(),
  status: z.string(),
  dedication_note: z.string().nullable(),
})
export type DonationOut = z.infer<typeof donationSchema>

export const donationStatsSchema = z.object({
  total_amount_cents: z.number().int(),
  total_count: z.number().int(),
  recurring_count: z.number().int(),
})
export type DonationStats = z.infer<typeof donationStatsSchema>
