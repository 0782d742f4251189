import * as z from 'zod/mini'

import { DEFAULT_MIN_DONATION_CENTS } from '@/lib/minimumGift'

import { MAX_DONATION_CENTS, MONTHLY_PROMPT_ANSWERS } from './amounts'
import { cents, EMAIL_MESSAGE, flag, optionalEmail, optionalLine, optionalSlug, optionalText, requiredText } from './common'

export { MAX_DONATION_CENTS, PRESET_AMOUNTS } from './amounts'

/** "Amount must be at least $1" (the spec's words), "$5", "$2.50": from the minimum in cents. */
export const minimumMessage = (minCents: number): string => `Amount must be at least $${minCents % 100 === 0 ? (minCents / 100).toLocaleString('en-US') : (minCents / 100).toFixed(2)}`

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
  /** The donor's mailing address: given on the donate form only for the family's thank-you note (share_address). */
  donor_address: optionalText(500),
}

export const TRIBUTE_KINDS = ['honor', 'memory'] as const
export type TributeKind = (typeof TRIBUTE_KINDS)[number]
export const TRIBUTE_KIND_LABELS: Record<TributeKind, string> = { honor: 'In honor of', memory: 'In memory of' }
export const TRIBUTE_MESSAGE_MAX = 500
export const NOTIFY_NAME_NEEDED = 'Please tell us who this is, so the card can greet them'

/** A tribute's fields, each checked alone (the collection and the checkout). */
export const tributeFields = {
  kind: z.enum(TRIBUTE_KINDS, { error: 'Please choose “In honor of” or “In memory of”' }),
  honoree_name: requiredText('Please enter the name of the person the gift honors', 200),
  notify_name: optionalLine(200),
  notify_email: optionalEmail(EMAIL_MESSAGE),
  message: optionalText(TRIBUTE_MESSAGE_MAX),
  show_amount: z._default(flag(), false),
  /** A mail each year on the honoree's day of remembrance (src/server/services/tributes/anniversaries.ts). */
  remind_yearly: z._default(flag(), false),
  /** The donor's consent to the family seeing their mailing address (`donor_address`) for a thank-you note. */
  share_address: z._default(flag(), false),
}
export const ADDRESS_NEEDED = 'Please enter the mailing address the family may write to'

/**
 * A gift in honor or in memory of someone; `notify_email` (with `notify_name`, needed with it) is
 * the person who receives a card once the gift is confirmed (src/server/services/donations/tributeCards.ts).
 */
export const tributeSchema = z.object(tributeFields).check(
  z.superRefine((tribute, ctx) => {
    if (tribute.notify_email && !tribute.notify_name) ctx.issues.push({ code: 'custom', input: tribute.notify_name, path: ['notify_name'], message: NOTIFY_NAME_NEEDED })
  }),
)

/** A tribute, the donor asking the card fee to be added (cover_fee), and not to be named publicly. */
const giftExtras = {
  tribute: z.optional(z.nullable(tributeSchema)),
  /** The donor's answer to the monthly prompt, when the form asked it ("accepted" goes with `is_recurring`). */
  monthly_prompt: z.optional(z.enum(MONTHLY_PROMPT_ANSWERS, { error: 'Must be accepted or declined' })),
  cover_fee: z._default(flag(), false),
  anonymous: z._default(flag(), false),
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

export const ADDRESS_NOT_ANONYMOUS = 'Your address goes to the family with your name: untick “Don’t show my name on public lists” to share it'
/** An address shared with the family needs an address, and a name to go with it. */
const addressWhenShared = z.superRefine((gift: { donor_address?: string | null; anonymous?: boolean; tribute?: { share_address?: boolean } | null }, ctx) => {
  if (!gift.tribute?.share_address) return
  if (!gift.donor_address) ctx.issues.push({ code: 'custom', input: gift.donor_address, path: ['donor_address'], message: ADDRESS_NEEDED })
  else if (gift.anonymous) ctx.issues.push({ code: 'custom', input: gift.donor_address, path: ['donor_address'], message: ADDRESS_NOT_ANONYMOUS })
})

/** What the donate form sends to POST /api/donations/checkout (amount in cents), above a minimum. */
export const checkoutSchemaFor = (minCents: number) =>
  z.object({ ...donationFields, amount_cents: amountCents(minCents), ...giftExtras, ...formOnlyFields, ...campaignRefFields }).check(addressWhenShared)
export const checkoutSchema = checkoutSchemaFor(DEFAULT_MIN_DONATION_CENTS)
export type CheckoutInput = z.input<typeof checkoutSchema>

/** Dollars as typed (or a preset) → whole cents; anything that is not a number stays not one. */
const dollarsToCents = z.pipe(
  z.optional(z.number({ error: 'Please enter a valid amount' })),
  z.transform((dollars: number | undefined) => (dollars === undefined ? Number.NaN : Math.round(dollars * 100))),
)

/** The form's tribute fields as typed: no kind chosen (the default) is no tribute, whatever else was typed. */
const tributeInForm = z.pipe(
  z.pipe(
    z.optional(
      z.object({
        kind: z.optional(z.string()),
        honoree_name: z.optional(z.string()),
        notify_name: z.optional(z.string()),
        notify_email: z.optional(z.string()),
        message: z.optional(z.string()),
        show_amount: z.optional(z.boolean()),
        remind_yearly: z.optional(z.boolean()),
        share_address: z.optional(z.boolean()),
      }),
    ),
    // What was typed goes on to the tribute's own rules (which say what is wrong with it).
    z.transform((typed): z.input<typeof tributeSchema> | null => (typed?.kind ? (typed as z.input<typeof tributeSchema>) : null)),
  ),
  z.nullable(tributeSchema),
)

/** The donate form in the browser: the checkout's rules, with the amount in dollars. */
const { amount_cents: _amount, ...otherFields } = donationFields
export const donateFormSchemaFor = (minCents: number) =>
  z.object({ ...otherFields, ...giftExtras, tribute: tributeInForm, ...formOnlyFields, ...campaignRefFields, amount: z.pipe(dollarsToCents, amountCents(minCents)) }).check(addressWhenShared)
export const donateFormSchema = donateFormSchemaFor(DEFAULT_MIN_DONATION_CENTS)
export type DonateForm = z.output<typeof donateFormSchema>

/** The form's gift as the checkout takes it; an address typed but no longer to be shared with the family is not sent. */
export const toCheckout = ({ amount, ...form }: DonateForm): CheckoutInput => ({ ...form, donor_address: form.tribute?.share_address ? form.donor_address : null, amount_cents: amount })

/** The server's field names on the form's fields (the form shows dollars as "amount"). */
export const DONATE_FORM_FIELDS = { amount_cents: 'amount' } as const
