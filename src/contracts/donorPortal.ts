import * as z from 'zod/mini'

import { messageSchema } from './api'
import { MAX_DONATION_CENTS } from './amounts'
import { cents, emailField, optionalText } from './common'
import { donorPurchaseSchema } from './donors'
import { defineEndpoint } from './endpoint'
import { personExportSchema } from './people'
import { SIGN_IN_LINK_FAILED, SIGN_IN_LINK_MINUTES } from './donorPortalMessages'

// A donor's own giving page (issue 46): signed in by an emailed link, no password. The page is
// /giving; its API is /api/donor/*, each answering only for the session's own email.

export { SIGN_IN_LINK_FAILED, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_SENT } from './donorPortalMessages'

export const DONOR_SIGN_IN_NEEDED = 'Please sign in to see your giving.'
export const SIGNED_OUT = 'You are signed out.'
export const SIGNED_OUT_EVERYWHERE = 'You are signed out on every device.'
/** What the sign-in form is for, said by the page around it (server-rendered: no script carries it). */
export const SIGN_IN_INTRO = 'Enter the email address you give with. We will email you a link that signs you in: no password needed.'

export const NO_SUCH_GIFT = 'We could not find that gift among yours.'

/** What a donor sends to be mailed a link (the form on /giving and the API alike). */
export const donorSignInSchema = z.object({
  email: emailField(),
  /** The honeypot: filled in, 400 and nothing mailed. */
  website: z.optional(z.string().check(z.maxLength(500))),
})
export const donorSignInFormSchema = z.object({ email: emailField(), website: z.string() })

/** What the sign-in page sends: the link's token (43 base64url characters). */
export const donorSessionSchema = z.object({
  token: z.string({ error: SIGN_IN_LINK_FAILED }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, SIGN_IN_LINK_FAILED)),
})

export const signOutSchema = z.object({ everywhere: z.optional(z.boolean()) })

const int = () => z.number().check(z.int())

/** One gift as its donor sees it: no staff notes, no history, no other donor's data. */
export const ownGiftSchema = z.object({
  id: int(),
  given_at: z.string(),
  amount_cents: int(),
  /** What the foundation kept of it (refunds out). */
  kept_cents: int(),
  method: z.enum(['card', 'check']),
  is_recurring: z.boolean(),
  /** succeeded, refunded or disputed. */
  status: z.string(),
  campaign: z.nullable(z.string()),
  tribute: z.nullable(z.object({ kind: z.string(), honoree_name: z.string() })),
  acknowledged_at: z.nullable(z.string()),
  /** Whether its acknowledgement can be downloaded (GET /api/donor/gifts/{id}/receipt.pdf): a gift that succeeded. */
  has_receipt: z.boolean(),
})
export type OwnGift = z.infer<typeof ownGiftSchema>

export const ownFundraiserSchema = z.object({ name: z.string(), campaign: z.string(), status: z.string(), url: z.nullable(z.string()) })

/** A monthly gift as its donor sees it: `id` is its first gift's. */
export const ownMonthlySchema = z.object({
  id: int(),
  /** What each payment gives from the next one on (the card fee the donor chose to cover not counted). */
  amount_cents: int(),
  /** What each payment charges: the amount and the card fee the donor chose to cover. */
  charged_cents: int(),
  status: z.enum(['active', 'paused', 'canceled']),
  started_at: z.string(),
  /** About when the next payment is due (a month after the last, past a pause); null once canceled. */
  next_payment_at: z.nullable(z.string()),
  paused_until: z.nullable(z.string()),
  campaign: z.nullable(z.string()),
})
export type OwnMonthly = z.infer<typeof ownMonthlySchema>

/**
 * The mail a donor may turn off from /giving (true: sent), each also stopped by the one-click link
 * in its own mails. Receipts, statements and word of changes to their gifts are always sent.
 */
export const donorMailChoicesSchema = z.object({
  event_reminders: z.boolean({ error: 'Must be true or false' }),
  anniversary_reminders: z.boolean({ error: 'Must be true or false' }),
})
export type DonorMailChoices = z.infer<typeof donorMailChoicesSchema>
export const MAIL_CHOICE_LABELS: Record<keyof DonorMailChoices, string> = {
  event_reminders: 'Reminders of events I signed up for, and a thank-you after them',
  anniversary_reminders: 'A yearly reminder on the day of remembrance of someone I gave in honor or memory of',
}
export const MAIL_CHOICES_ALWAYS = 'Receipts, year-end statements and word of changes to your gifts are always sent.'
export const MAIL_CHOICES_SAVED = 'Saved. Your email choices are up to date.'

export const donorOverviewSchema = z.object({
  email: z.string(),
  gifts: z.array(ownGiftSchema),
  monthly: z.array(ownMonthlySchema),
  purchases: z.array(donorPurchaseSchema),
  /** The years with a gift given: a year-end statement can be asked for each. */
  statement_years: z.array(int()),
  fundraisers: z.array(ownFundraiserSchema),
  mail_choices: donorMailChoicesSchema,
})
export type DonorOverview = z.infer<typeof donorOverviewSchema>

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const requestDonorSignInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donor/sign-in',
  summary: `A donor asks for a sign-in link to their giving page: an address with gifts, orders or a fundraiser page is mailed a link that works once, for ${SIGN_IN_LINK_MINUTES} minutes (at most 3 an hour). The answer is the same for every address.`,
  access: 'public',
  rateLimit: 'donor-link',
  body: donorSignInSchema,
  status: 202,
  output: messageSchema,
  answers: { 400: { description: 'The hidden `website` field filled in (nothing mailed)' } },
})

export const startDonorSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donor/session',
  summary: 'Use a sign-in link’s token (once) to start a donor session: an httpOnly cookie for 30 days, bound to the link’s email',
  access: 'public',
  rateLimit: 'donor-portal',
  body: donorSessionSchema,
  output: z.object({ email: z.string() }),
  answers: { 404: { description: 'The link is unknown, was already used, or has expired' } },
})

export const endDonorSessionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donor/sign-out',
  summary: 'Sign out: this browser’s session ends (`everywhere`: every session of this email)',
  access: 'donor',
  body: signOutSchema,
  bodyOptional: true,
  output: messageSchema,
})

export const donorOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donor/overview',
  summary: 'The signed-in donor’s giving: every gift given (acknowledged or not), ticket orders and sponsorships, the years a statement can cover, their fundraiser pages',
  access: 'donor',
  output: donorOverviewSchema,
})

export const ownReceiptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donor/gifts/{id}/receipt.pdf',
  summary: 'The acknowledgement letter of one of the signed-in donor’s own gifts, as a PDF',
  access: 'donor',
  file: { contentType: 'application/pdf', description: 'PDF file, named acknowledgement-{id}.pdf' },
  answers: { 404: { description: 'Not a gift of this donor’s, or not one that succeeded' } },
})

export const NO_STATEMENT = 'You have no gifts in that year for a statement.'

export const ownStatementEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donor/statements/{year}',
  summary: 'The signed-in donor’s year-end statement of one year (every gift kept that year, the tax words) as a PDF; the path may be written `/api/donor/statements/2025.pdf`',
  access: 'donor',
  file: { contentType: 'application/pdf', description: 'PDF file, named statement-{year}.pdf' },
  answers: { 404: { description: 'No gift of this donor’s was kept that year' } },
})

// Monthly gifts, changed by their donor: each change reaches Stripe first, then is recorded on the
// gift's history (staff see it), and mailed to the donor.

export const MONTHLY_AMOUNT_MESSAGE = 'Please enter a whole-dollar amount of at least $1'
export const MONTHLY_NOT_ACTIVE = 'This monthly gift is canceled: it cannot be changed any more.'
export const MONTHLY_NOT_PAUSED = 'This monthly gift is not paused.'
export const MONTHLY_SAME_AMOUNT = 'That is already the amount of this monthly gift.'
export const PAUSE_PAYMENTS_MESSAGE = 'Choose to skip 1, 2 or 3 payments'
export const NO_SUCH_MONTHLY = 'We could not find that monthly gift among yours.'

export const monthlyAmountSchema = z.object({ amount_cents: cents(100, MAX_DONATION_CENTS, { invalid: MONTHLY_AMOUNT_MESSAGE }) })
/** The form's field: dollars as typed. */
export const monthlyAmountFormSchema = z.object({
  dollars: z.string().check(
    z.regex(/^\s*\$?\s*\d{1,6}(?:\.00?)?\s*$/, MONTHLY_AMOUNT_MESSAGE),
    z.refine((v) => Number(v.replace(/[$\s]/g, '')) >= 1, MONTHLY_AMOUNT_MESSAGE),
  ),
})
export const dollarsToCents = (dollars: string): number => Math.round(Number(dollars.replace(/[$\s]/g, '')) * 100)

export const pauseMonthlySchema = z.object({
  payments: z.number({ error: PAUSE_PAYMENTS_MESSAGE }).check(z.int(PAUSE_PAYMENTS_MESSAGE), z.gte(1, PAUSE_PAYMENTS_MESSAGE), z.lte(3, PAUSE_PAYMENTS_MESSAGE)),
})
export const cancelMonthlySchema = z.object({ reason: optionalText(1000) })
export const cancelMonthlyFormSchema = z.object({ reason: z.string().check(z.maxLength(1000, 'Please keep this under 1,000 characters')) })

const monthlyChanged = z.object({ message: z.string(), monthly: ownMonthlySchema })
const monthlyAnswers = {
  404: { description: 'Not a monthly gift of this donor’s' },
  409: { description: 'The gift is canceled (or, to resume, not paused), or Stripe refused the change' },
  503: { description: 'Card giving is off, or Stripe did not answer (nothing changed)' },
} as const

export const changeMonthlyAmountEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/donor/monthly/{id}',
  summary: 'Change what a monthly gift gives, from its next payment (no proration); the card fee the donor chose to cover follows the new amount',
  access: 'donor',
  body: monthlyAmountSchema,
  output: monthlyChanged,
  answers: monthlyAnswers,
})

export const pauseMonthlyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donor/monthly/{id}/pause',
  summary: 'Skip the next 1 to 3 payments of a monthly gift (Stripe’s pause_collection); it resumes on its own after them',
  access: 'donor',
  body: pauseMonthlySchema,
  output: monthlyChanged,
  answers: monthlyAnswers,
})

export const resumeMonthlyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donor/monthly/{id}/resume',
  summary: 'Resume a paused monthly gift now: its next payment is taken when due',
  access: 'donor',
  body: z.object({}),
  bodyOptional: true,
  output: monthlyChanged,
  answers: monthlyAnswers,
})

export const cancelMonthlyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donor/monthly/{id}/cancel',
  summary: 'Cancel a monthly gift at once (no later payments; the months paid stay as they are), with a reason staff can read',
  access: 'donor',
  body: cancelMonthlySchema,
  bodyOptional: true,
  output: monthlyChanged,
  answers: monthlyAnswers,
})

export const monthlyCardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donor/monthly/{id}/card',
  summary: 'Open Stripe’s customer portal for the monthly gift’s card: the answer’s `url` is where to go',
  access: 'donor',
  body: z.object({}),
  bodyOptional: true,
  output: z.object({ url: z.string() }),
  answers: monthlyAnswers,
})

export const donorMailChoicesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/donor/mail-choices',
  summary: `The signed-in donor's email choices: event reminders and thank-yous, the yearly reminder on a tribute's day (true: sent). ${MAIL_CHOICES_ALWAYS}`,
  access: 'donor',
  body: donorMailChoicesSchema,
  output: z.object({ message: z.string(), mail_choices: donorMailChoicesSchema }),
})

export const ownDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donor/data',
  summary:
    '“Download my data”: everything the foundation holds under the signed-in donor’s email, as the document staff export on request (gifts, letters, statements, orders, RSVPs, messages, remembrances, photos as links for an hour…), but for staff’s notes and scholarship files; a download named my-data.json. Audited as `people.export.self`',
  access: 'donor',
  output: personExportSchema,
})
