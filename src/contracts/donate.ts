import * as z from 'zod/mini'

import { MAX_DONATION_CENTS } from './amounts'
import { cents, flag, optionalEmail, optionalLine, optionalSlug, optionalText } from './common'

export { MAX_DONATION_CENTS, PRESET_AMOUNTS } from './amounts'

/** The spec's minimum gift ($1); MIN_DONATION_CENTS may raise it for online card gifts. */
export const DEFAULT_MIN_DONATION_CENTS = 100

/** "Amount must be at least $1" (the spec's words), "$5", "$2.50": from the minimum in cents. */
export const minimumMessage = (minCents: number): string =>
  `Amount must be at least $${minCents % 100 === 0 ? (minCents / 100).toLocaleString('en-US') : (minCents / 100).toFixed(2)}`

const amountCents = (minCents: number) =>
  cents(minCents, MAX_DONATION_CENTS, {
    invalid: 'Please enter a valid amount',
    tooSmall: minimumMessage(minCents),
    tooLarge: 'For gifts above $100,000 please contact us',
  })

/** The rules of a gift's fields: the checkout API, the donate form and /cms alike. */
export const donationFields = {
  amount_cents: amountCents(DEFAULT_MIN_DONATION_CENTS),
  donor_name: optionalLine(200),
  donor_email: optionalEmail('Invalid email'),
  is_recurring: z._default(flag(), false),
  dedication_note: optionalText(1000),
}

/**
 * What only the online form sends besides the gift: `website`, a field people never see or fill
 * (the honeypot: a checkout with it filled is refused, src/server/http/checkoutGuard.ts), and
 * `human_check`, the solved ALTCHA challenge (base64 JSON), needed only when a checkout answered
 * 428 with `human_check: true` (GET /api/donations/human-check gives the challenge).
 */
const formOnlyFields = {
  website: z.optional(z.string().check(z.maxLength(500))),
  human_check: z.optional(z.string().check(z.maxLength(10_000))),
}

/**
 * The campaign a gift is made towards (its slug; open and published), and within it a supporter's
 * fundraiser (its slug; approved). Both optional; a fundraiser needs its campaign. The fundraiser
 * pages link to /donate?campaign=<slug>&fundraiser=<slug>.
 */
export const campaignRefFields = {
  campaign: optionalSlug(),
  fundraiser: optionalSlug(),
}

/** What the donate form sends to POST /api/donations/checkout (amount in cents), above a minimum. */
export const checkoutSchemaFor = (minCents: number) =>
  z.object({ ...donationFields, amount_cents: amountCents(minCents), ...formOnlyFields, ...campaignRefFields })
export const checkoutSchema = checkoutSchemaFor(DEFAULT_MIN_DONATION_CENTS)
export type CheckoutInput = z.input<typeof checkoutSchema>

/** Dollars as typed (or a preset) → whole cents; anything that is not a number stays not one. */
const dollarsToCents = z.pipe(
  z.optional(z.number({ error: 'Please enter a valid amount' })),
  z.transform((dollars: number | undefined) => (dollars === undefined ? Number.NaN : Math.round(dollars * 100))),
)

/** The donate form in the browser: the checkout's rules, with the amount in dollars. */
const { amount_cents: _amount, ...otherFields } = donationFields
export const donateFormSchemaFor = (minCents: number) =>
  z.object({ ...otherFields, ...formOnlyFields, ...campaignRefFields, amount: z.pipe(dollarsToCents, amountCents(minCents)) })
export const donateFormSchema = donateFormSchemaFor(DEFAULT_MIN_DONATION_CENTS)
export type DonateForm = z.output<typeof donateFormSchema>

export const toCheckout = ({ amount, ...form }: DonateForm): CheckoutInput => ({ ...form, amount_cents: amount })

/** The server's field names on the form's fields (the form shows dollars as "amount"). */
export const DONATE_FORM_FIELDS = { amount_cents: 'amount' } as const
