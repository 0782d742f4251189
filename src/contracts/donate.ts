import * as z from 'zod/mini'

import { MAX_DONATION_CENTS } from './amounts'
import { cents, flag, optionalEmail, optionalLine, optionalText } from './common'

export { MAX_DONATION_CENTS, PRESET_AMOUNTS } from './amounts'

/** The rules of a gift's fields: the checkout API, the donate form and /cms alike. */
export const donationFields = {
  amount_cents: cents(100, MAX_DONATION_CENTS, {
    invalid: 'Please enter a valid amount',
    tooSmall: 'Amount must be at least $1',
    tooLarge: 'For gifts above $100,000 please contact us',
  }),
  donor_name: optionalLine(200),
  donor_email: optionalEmail('Invalid email'),
  is_recurring: z._default(flag(), false),
  dedication_note: optionalText(1000),
}

/** What the donate form sends to POST /api/donations/checkout (amount in cents). */
export const checkoutSchema = z.object(donationFields)
export type CheckoutInput = z.input<typeof checkoutSchema>

/** Dollars as typed (or a preset) → whole cents; anything that is not a number stays not one. */
const dollarsToCents = z.pipe(
  z.optional(z.number({ error: 'Please enter a valid amount' })),
  z.transform((dollars: number | undefined) => (dollars === undefined ? Number.NaN : Math.round(dollars * 100))),
)

/** The donate form in the browser: the checkout's rules, with the amount in dollars. */
const { amount_cents: amountRule, ...otherFields } = donationFields
export const donateFormSchema = z.object({ ...otherFields, amount: z.pipe(dollarsToCents, amountRule) })
export type DonateForm = z.output<typeof donateFormSchema>

export const toCheckout = ({ amount, ...form }: DonateForm): CheckoutInput => ({ ...form, amount_cents: amount })

/** The server's field names on the form's fields (the form shows dollars as "amount"). */
export const DONATE_FORM_FIELDS = { amount_cents: 'amount' } as const
