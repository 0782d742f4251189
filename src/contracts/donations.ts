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

export const PRESET_AMOUNTS = [25, 50, 100, 250, 500] as const
export const MAX_DONATION_CENTS = 10_000_000 // $100,000: anything larger is a typo, or should call us

/** What the donate form sends to POST /api/donations/checkout (amount in cents). */
export const checkoutSchema = z.object({
  amount_cents: z
    .number({ error: 'Please enter a valid amount' })
    .int('Please enter a valid amount')
    .min(100, 'Amount must be at least $1')
    .max(MAX_DONATION_CENTS, 'For gifts above $100,000 please contact us'),
  donor_name: z.string().trim().max(200, 'Please keep this under 200 characters').nullish().transform((v) => v || null),
  donor_email: z
    .string()
    .trim()
    .max(320, 'Invalid email')
    .nullish()
    .refine((v) => !v || z.email().safeParse(v).success, 'Invalid email')
    .transform((v) => (v ? v.toLowerCase() : null)),
  is_recurring: z.boolean({ error: 'Must be true or false' }).default(false),
  dedication_note: z.string().trim().max(1000, 'Please keep this under 1,000 characters').nullish().transform((v) => v || null),
})
export type CheckoutInput = z.input<typeof checkoutSchema>

export const checkoutResultSchema = z.object({ client_secret: z.string(), donation_id: z.number().int() })

/** The donate form in the browser (dollars); it becomes a checkout body through `toCheckout`. */
export const donateFormSchema = z.object({
  amount: z
    .number({ error: 'Please enter a valid amount' })
    .refine((n) => Number.isFinite(n), 'Please enter a valid amount')
    .min(1, 'Amount must be at least $1')
    .max(MAX_DONATION_CENTS / 100, 'For gifts above $100,000 please contact us'),
  donor_name: z.string().trim().max(200, 'Please keep this under 200 characters').optional(),
  donor_email: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || z.email().safeParse(v).success, 'Invalid email'),
  is_recurring: z.boolean(),
  dedication_note: z.string().trim().max(1000, 'Please keep this under 1,000 characters').optional(),
})
export type DonateForm = z.infer<typeof donateFormSchema>

export const toCheckout = (form: DonateForm): CheckoutInput => ({
  amount_cents: Math.round(form.amount * 100),
  donor_name: form.donor_name || null,
  donor_email: form.donor_email || null,
  is_recurring: form.is_recurring,
  dedication_note: form.dedication_note || null,
})
