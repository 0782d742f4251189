import * as z from 'zod/mini'

import { pageQuerySchema } from '../api'
import { historyEntrySchema } from '../mailIn'

// The donate form's own schema is in donate.ts, apart from these, which only the server uses.

/**
 * `disputed`: the donor's bank is taking the money back (a chargeback), open or lost; a won dispute
 * makes the gift `succeeded` again. `abandoned`: a checkout never confirmed within a day.
 */
export const DONATION_STATUSES = ['pending', 'succeeded', 'failed', 'canceled', 'refunded', 'voided', 'disputed', 'abandoned'] as const
export type DonationStatus = (typeof DONATION_STATUSES)[number]

/** How a gift was given: by card (Stripe) or check (staff), or, for gifts imported from a spreadsheet, also cash, stock or other. */
export const GIFT_METHODS = ['card', 'check', 'cash', 'stock', 'other'] as const
export type GiftMethod = (typeof GIFT_METHODS)[number]
const METHOD_WORDS: Record<Exclude<GiftMethod, 'card' | 'check'>, string> = { cash: 'Cash', stock: 'Stock', other: 'Other' }

/** How a gift was given, in a few words: "Check #1042" (`checkPrefix`: "Check no. "), "Cash", or a card gift's kind ("Monthly", "One-time"). */
export function giftMethodWords(gift: { method: GiftMethod; check_number?: string | null; is_recurring?: boolean | null }, card: { monthly: string; once: string }, checkPrefix = 'Check #'): string {
  if (gift.method === 'check') return gift.check_number ? `${checkPrefix}${gift.check_number}` : 'Check'
  if (gift.method !== 'card') return METHOD_WORDS[gift.method]
  return gift.is_recurring ? card.monthly : card.once
}

const STATUS_FILTER_MESSAGE = `Please choose one of: all, ${DONATION_STATUSES.join(', ')}`

/**
 * `?status=&skip=&limit=` of the staff list: one status, or `all`; without it every status but
 * `abandoned` (checkouts never confirmed would crowd out the gifts).
 */
export const donationListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(['all', ...DONATION_STATUSES], { error: STATUS_FILTER_MESSAGE })),
})
export type DonationListFilter = z.infer<typeof donationListQuerySchema>['status']

export const donationSchema = z.object({
  id: z.number().check(z.int()),
  created_at: z.string(),
  amount_cents: z.number().check(z.int()),
  currency: z.string(),
  donor_name: z.nullable(z.string()),
  donor_email: z.nullable(z.string()),
  is_recurring: z.boolean(),
  status: z.string(),
  /** What the foundation keeps of it: amount less refunds, less a disputed amount while disputed (never below 0). */
  kept_cents: z.number().check(z.int()),
  dedication_note: z.nullable(z.string()),
  /** What was refunded of it (the money kept is amount_cents - refunded_cents). */
  refunded_cents: z.number().check(z.int()),
  /** When a monthly gift was canceled (later renewals stopped), or null. */
  subscription_canceled_at: z.nullable(z.string()),
  /** A card gift through Stripe, or a check by mail recorded by staff. */
  method: z.enum(GIFT_METHODS),
  /** The import it came from (a gift of the foundation's past records: no Stripe, no letter), or null. */
  gift_import: z.nullable(z.number().check(z.int())),
  /** A check's own fields (null for card gifts): the day it arrived, its number, a staff note. */
  received_on: z.nullable(z.string()),
  check_number: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** A check's history: who recorded, corrected or voided it, and when (empty for card gifts). */
  history: z.array(historyEntrySchema),
  /** A chargeback, as Stripe last told it (kept as history once closed); null without one. */
  dispute: z.nullable(
    z.object({
      id: z.string(),
      /** Stripe's words: needs_response, under_review, won, lost, warning_closed … */
      status: z.string(),
      amount_cents: z.number().check(z.int()),
      reason: z.nullable(z.string()),
      evidence_due_by: z.nullable(z.string()),
      /** The dispute in Stripe's dashboard, where evidence is sent. */
      url: z.string(),
    }),
  ),
  /** A monthly renewal whose payment failed: when, and Stripe's reason (history once paid). */
  renewal_failed_at: z.nullable(z.string()),
  failure_reason: z.nullable(z.string()),
  /** The title of the campaign the gift was made towards, or null. */
  campaign: z.nullable(z.string()),
  /** What the donor added so all of the gift reaches the foundation (the card fee), apart from amount_cents. */
  fee_covered_cents: z.number().check(z.int()),
  /** The donor asked not to be named on public lists (staff still see the name). */
  is_anonymous: z.boolean(),
  /** A gift in honor or in memory of someone, and who was told by a card (card_queued: it is on its way or sent); null without one. */
  tribute: z.nullable(
    z.object({
      kind: z.enum(['honor', 'memory']),
      honoree_name: z.string(),
      notify_name: z.nullable(z.string()),
      notify_email: z.nullable(z.string()),
      card_queued: z.boolean(),
    }),
  ),
  /** The foundation's letter of thanks: when it was queued (by mail), and when it was sent, by email or by post (null: not yet). */
  acknowledgement: z.object({
    queued_at: z.nullable(z.string()),
    sent_at: z.nullable(z.string()),
    sent_by: z.nullable(z.enum(['email', 'post'])),
  }),
})
export type DonationOut = z.infer<typeof donationSchema>

/** One campaign's part of the stats: money kept and donors, by the same rule as the totals. */
export const campaignStatsSchema = z.object({
  slug: z.string(),
  title: z.string(),
  raised_cents: z.number().check(z.int()),
  donor_count: z.number().check(z.int()),
})

export const donationStatsSchema = z.object({
  total_amount_cents: z.number().check(z.int()),
  total_count: z.number().check(z.int()),
  recurring_count: z.number().check(z.int()),
  /** Card fees donors covered on succeeded gifts: apart from the money kept, which never holds them. */
  fee_covered_cents: z.number().check(z.int()),
  /** Every campaign, newest first, with what it has raised (0 when nothing yet). */
  by_campaign: z.array(campaignStatsSchema),
  /** The donate form's "Could you give $X a month instead?" in the last 30 days: checkouts that answered it, those that said yes, and the rate in percent (null before any). */
  monthly_prompt: z.object({ offered: z.number().check(z.int()), accepted: z.number().check(z.int()), rate_percent: z.nullable(z.number()) }),
})
export type DonationStats = z.infer<typeof donationStatsSchema>

/** What staff send to refund a gift: an amount in cents, or nothing for all that is left. */
export const refundSchema = z.object({
  amount_cents: z.optional(z.number({ error: 'Please enter a valid amount' }).check(z.int('Please enter a valid amount'), z.gte(1, 'Please enter a valid amount'))),
})

/** The refusal of a change only checks by mail take. */
export const CHECK_ONLY = { 409: { description: 'A card gift (it changes only through Stripe), or a voided check' } } as const

/** The answer of an endpoint that calls Stripe while the visitor or staff member waits. */
export const STRIPE_SILENT = { 503: { description: 'Card giving is off, or Stripe did not answer within 12 s' } } as const

/** `charged_cents`: what the card is charged, the gift and the card fee when the donor covers it (as sent to Stripe). */
export const checkoutResultSchema = z.object({ client_secret: z.string(), donation_id: z.number().check(z.int()), charged_cents: z.number().check(z.int()) })

export const RECONCILE_MAX_DAYS = 400

/** What staff send to check the gifts against Stripe: how many days back (30 when left out). */
export const reconcileSchema = z.object({
  days: z._default(
    z
      .number({ error: `Please enter a number of days from 1 to ${RECONCILE_MAX_DAYS}` })
      .check(
        z.int(`Please enter a number of days from 1 to ${RECONCILE_MAX_DAYS}`),
        z.gte(1, `Please enter a number of days from 1 to ${RECONCILE_MAX_DAYS}`),
        z.lte(RECONCILE_MAX_DAYS, `Please enter a number of days from 1 to ${RECONCILE_MAX_DAYS}`),
      ),
    30,
  ),
})

/** What a check against Stripe found: how much it read, and each gift it repaired. */
export const reconcileReportSchema = z.object({
  days: z.number().check(z.int()),
  checked: z.object({
    payment_intents: z.number(),
    invoices: z.number(),
    refunds: z.number(),
    subscriptions: z.number(),
    disputes: z.number(),
    failed_invoices: z.number(),
    payouts: z.number(),
  }),
  differences: z.number().check(z.int()),
  repairs: z.array(z.object({ donation_id: z.number().check(z.int()), change: z.string() })),
})
export type ReconcileReport = z.infer<typeof reconcileReportSchema>

/** A gift the dashboard shows as needing staff: an open dispute or an unresolved failed renewal. */
const troubleItemSchema = z.object({
  id: z.number().check(z.int()),
  donor_name: z.nullable(z.string()),
  amount_cents: z.number().check(z.int()),
  /** An open dispute's evidence due date, or a failed renewal's failure time. */
  at: z.nullable(z.string()),
  detail: z.nullable(z.string()),
})

/** What needs staff: open disputes (nearest due date first) and failed renewals not paid since (newest first). */
export const donationTroubleSchema = z.object({
  open_disputes: z.object({ count: z.number().check(z.int()), nearest_due_by: z.nullable(z.string()), items: z.array(troubleItemSchema) }),
  failed_renewals: z.object({ count: z.number().check(z.int()), items: z.array(troubleItemSchema) }),
})
export type DonationTrouble = z.infer<typeof donationTroubleSchema>

/** The dashboard's letters to post: gifts that succeeded without an email, never acknowledged (count, the oldest ten). */
export const toAcknowledgeSchema = z.object({
  count: z.number().check(z.int()),
  items: z.array(
    z.object({
      id: z.number().check(z.int()),
      donor_name: z.nullable(z.string()),
      amount_cents: z.number().check(z.int()),
      /** When it was given (a check: the day it arrived). */
      at: z.string(),
      how: z.string(),
    }),
  ),
})
export type ToAcknowledge = z.infer<typeof toAcknowledgeSchema>
