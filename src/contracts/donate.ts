import * as z from 'zod/mini'

import type { CheckoutInput } from './donations'

import { MAX_DONATION_CENTS } from './amounts'

export { MAX_DONATION_CENTS, PRESET_AMOUNTS } from './amounts'

/** The one email check of the donation schemas (an empty email is allowed there). */
const validEmail = z.email()
export const isEmailOrEmpty = (value: string | null | undefined) => !value || validEmail.safeParse(value).success

/** The donate form in the browser (dollars); it becomes a checkout body through `toCheckout`. */
export const donateFormSchema = z.object({
  amount: z
    .number({ error: 'Please enter a valid amount' })
    .check(
      z.refine((n: number) => Number.isFinite(n), 'Please enter a valid amount'),
      z.gte(1, 'Amount must be at least $1'),
      z.lte(MAX_DONATION_CENTS / 100, 'For gifts above $100,000 please contact us'),
    ),
  donor_name: z.optional(z.string().check(z.trim(), z.maxLength(200, 'Please keep this under 200 characters'))),
  donor_email: z.optional(z.string().check(z.trim())).check(z.refine(isEmailOrEmpty, 'Invalid email')),
  is_recurring: z.boolean(),
  dedication_note: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'Please keep this under 1,000 characters'))),
})
export type DonateForm = z.infer<typeof donateFormSchema>

export const toCheckout = (form: DonateForm): CheckoutInput => ({
  amount_cents: Math.round(form.amount * 100),
  donor_name: form.donor_name || null,
  donor_email: form.donor_email || null,
  is_recurring: form.is_recurring,
  dedication_note: form.dedication_note || null,
})
