import * as z from 'zod/mini'

import { zonedLocalToIso } from '@/lib/dates'
import { formatDollars } from '@/lib/money'

import { campaignEndsAfterStart, campaignFields } from './campaigns'
import { cents } from './common'

import { endAfterStart, eventFields } from './events'
import { mailInFields } from './mailIn'
import { optionalPhotoProblem } from './photo'
import { closesAfterOpens, roundFields } from './scholarships'
import { NO_BENEFITS, recordSponsorshipSchema, sponsorTierFields } from './sponsors'

// The staff dialogs' forms: the contract's own field rules, behind the conversions a person needs
// (a local date-time in the foundation's zone, dollars, JSON typed as text). The server's field
// names map onto the dialog's through the *_FORM_FIELDS tables.

/** "2031-09-11T18:30" in the foundation's zone → an ISO instant; empty or malformed stays as typed. */
function toInstant(local: string | undefined): string {
  if (!local) return ''
  try {
    return zonedLocalToIso(local)
  } catch {
    return local
  }
}
const fromLocalDateTime = () => z.pipe(z.optional(z.string()), z.transform(toInstant))
const fromOptionalLocalDateTime = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((local: string | undefined): string | null | undefined => toInstant(local)),
  )

/** A number typed as text: empty is none, anything else must be a number (or the rule's message). */
const fromOptionalNumberText = z.pipe(
  z.optional(z.string()),
  z.transform((text: string | undefined): number | null | undefined => (text?.trim() ? Number(text) : null)),
)

export const eventFormSchema = z
  .object({
    ...eventFields,
    start_at: z.pipe(fromLocalDateTime(), eventFields.start_at),
    end_at: z.pipe(fromOptionalLocalDateTime(), eventFields.end_at),
    capacity: z.pipe(fromOptionalNumberText, eventFields.capacity),
  })
  .check(endAfterStart)

/** "12.50" → 1250; empty or not a number stays not a number, for the contract's message. */
const fromDollars = z.transform((text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100)))

/** JSON typed in a text area; empty means no benefits. */
const fromJsonText = z.transform((text: string, ctx) => {
  if (!text.trim()) return NO_BENEFITS
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    ctx.issues.push({ code: 'custom', input: text, message: `Invalid JSON: ${(error as Error).message}` })
    return z.NEVER
  }
})

const { amount_cents: amountRule, benefits_json: benefitsRule, value_cents: _valueRule, quantity: _quantityRule, ...tierFields } = sponsorTierFields

const QUANTITY_MESSAGE = 'How many can be sold is a whole number from 1 to 1,000, or empty'
/** How many can be sold, as typed: empty for no limit. */
const tierQuantity = z.pipe(
  z.string().check(z.refine((text: string) => !text.trim() || (/^\d{1,4}$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 1_000), QUANTITY_MESSAGE)),
  z.transform((text: string): number | null => (text.trim() ? Number(text.trim()) : null)),
)

export const sponsorTierFormSchema = z.object({
  ...tierFields,
  amount: z.pipe(z.pipe(z.string(), fromDollars), amountRule),
  value: z.pipe(z.pipe(z.string(), fromDollars), cents(0, 100_000_000, { invalid: 'The fair market value must be a valid number' })),
  quantity: tierQuantity,
  benefits: z.pipe(z.pipe(z.string(), fromJsonText), benefitsRule),
})
export const SPONSOR_TIER_FORM_FIELDS = { amount_cents: 'amount', value_cents: 'value', benefits_json: 'benefits' } as const

const { amount_cents: checkAmountRule, ...checkFields } = mailInFields

/** Recording or correcting a check: its amount in dollars, its day as a date input gives it. */
export const mailInFormSchema = z.object({ ...checkFields, amount: z.pipe(z.pipe(z.string(), fromDollars), checkAmountRule) })
export const MAIL_IN_FORM_FIELDS = { amount_cents: 'amount' } as const

/** A refund of part of a gift: dollars, at most what is left of it. */
export const refundFormSchema = (leftCents: number) =>
  z.object({
    amount: z.pipe(z.pipe(z.string(), fromDollars), cents(1, leftCents, { invalid: 'Please enter a valid amount', tooLarge: `At most ${formatDollars(leftCents)} can still be refunded.` })),
  })
export const REFUND_FORM_FIELDS = { amount_cents: 'amount' } as const

const { goal_cents: goalRule, ...campaignTextFields } = campaignFields

/** A campaign in the staff dialog: the goal in dollars, local date-times in the foundation's zone. */
export const campaignFormSchema = z
  .object({
    ...campaignTextFields,
    goal: z.pipe(z.pipe(z.string(), fromDollars), goalRule),
    starts_at: z.pipe(fromLocalDateTime(), campaignFields.starts_at),
    ends_at: z.pipe(fromLocalDateTime(), campaignFields.ends_at),
    /** A new cover (optional), sent on its own to PUT /api/admin/campaigns/{id}/cover once the fields are saved. */
    cover: z.optional(
      z.custom<FileList | null>().check(
        z.superRefine((files: FileList | null, ctx) => {
          const problem = optionalPhotoProblem(files?.[0])
          if (problem) ctx.addIssue({ code: 'custom', message: problem })
        }),
      ),
    ),
    remove_cover: z.optional(z.boolean()),
  })
  .check(campaignEndsAfterStart)
export const CAMPAIGN_FORM_FIELDS = { goal_cents: 'goal' } as const

/** A whole number typed as text: empty or anything else not a number stays not a number, for the rule's message. */
const fromWholeNumberText = z.pipe(
  z.string(),
  z.transform((text: string) => (text.trim() === '' ? Number.NaN : Number(text))),
)

const AWARD_IN_DOLLARS = 'Please enter the award in dollars, at least $1'
const { award_cents: _awardInCents, awards_count: awardsCountRule, essay_max_words: essayWordsRule, recommendations_required: lettersRule, ...roundTextFields } = roundFields

/** A scholarship round in the staff form: the award in dollars, counts typed as text, local date-times in the foundation's zone. */
export const roundFormSchema = z
  .object({
    ...roundTextFields,
    // The API's range (roundFields.award_cents), said in the dollars the form asks for.
    award: z.pipe(z.pipe(z.string(), fromDollars), cents(100, 100_000_000, { invalid: AWARD_IN_DOLLARS })),
    awards_count: z.pipe(fromWholeNumberText, awardsCountRule),
    essay_max_words: z.pipe(fromWholeNumberText, essayWordsRule),
    recommendations_required: z.pipe(fromWholeNumberText, lettersRule.def.innerType),
    opens_at: z.pipe(fromLocalDateTime(), roundFields.opens_at),
    closes_at: z.pipe(fromLocalDateTime(), roundFields.closes_at),
  })
  .check(closesAfterOpens)
export const ROUND_FORM_FIELDS = { award_cents: 'award' } as const

/** A sponsorship paid by check in the staff dialog: the tier as the select gives it (its id as text). */
export const recordSponsorshipFormSchema = z.object({
  ...recordSponsorshipSchema.shape,
  tier: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) => (value ? Number(value) : Number.NaN)),
    ),
    recordSponsorshipSchema.shape.tier,
  ),
})
