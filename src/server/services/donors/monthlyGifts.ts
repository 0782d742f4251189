import 'server-only'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { coveredFeeCents } from '@/contracts/amounts'
import type { HistoryEntry } from '@/contracts/mailIn'
import { MONTHLY_NOT_ACTIVE, MONTHLY_NOT_PAUSED, MONTHLY_SAME_AMOUNT, NO_SUCH_MONTHLY, type OwnMonthly } from '@/contracts/donorPortal'
import { queueMail } from '@/jobs/queueMail'
import { addressKey } from '@/lib/addressHash'
import { cardFee } from '@/lib/cardFee'
import { minDonationCents } from '@/lib/minimumGift'
import { formatDollars } from '@/lib/money'
import { siteUrl } from '@/lib/site-url'
import type { Donation } from '@/payload-types'

import { type MonthlyRow, selectMonthlyOfDonor } from '../../data/monthlyGifts'
import type { Donor } from '../../domain/donorSession'
import { conflict, invalid, notFound, unavailable } from '../../domain/errors'
import { askStripe } from '../../stripe/askStripe'
import { getStripe } from '../../stripe/client'
import { updateCardGift } from '../stripe/cardGiftWrite'

// A donor changes their own monthly gift on /giving: the amount (from the next payment, no
// proration), a pause of 1 to 3 payments (Stripe's pause_collection, `void`: the invoices of those
// months are voided), resuming, cancelling, the card (Stripe's customer portal). Stripe is asked
// first; only what it accepted is written on the gift's first row, as a line of its history that
// staff see, and the donor is mailed.

/** The change handed to the Donations history hook (recordCheckHistory) through `req.context`. */
export type MonthlyHistoryContext = { monthlyChange?: HistoryEntry }

const DAY_MS = 86_400_000

/** `date` plus whole months, on the same day of the month (or the month's last day). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date)
  const day = next.getUTCDate()
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + months)
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(day, last))
  return next
}

const giftsEach = (gift: Pick<Donation, 'amount_cents' | 'monthly'>) => gift.monthly?.amount_cents ?? gift.amount_cents
const feeEach = (gift: Pick<Donation, 'fee_covered_cents' | 'monthly'>) => gift.monthly?.fee_covered_cents ?? gift.fee_covered_cents ?? 0

/** A payment day a month on from the last, past a pause: about when the next one is due. */
function nextPaymentOf(row: MonthlyRow, now: Date): string | null {
  if (row.canceled_at) return null
  let next = addMonths(new Date(row.last_paid_at), 1)
  const pausedUntil = row.paused_until ? new Date(row.paused_until) : null
  for (let i = 0; i < 60 && (next < now || (pausedUntil && next < pausedUntil)); i++) next = addMonths(next, 1)
  return next.toISOString()
}

function toOwnMonthly(row: MonthlyRow, now = new Date()): OwnMonthly {
  const paused = Boolean(!row.canceled_at && row.paused_until && new Date(row.paused_until) > now)
  const amount = row.monthly_amount_cents ?? Number(row.amount_cents)
  const fee = row.monthly_fee_covered_cents ?? Number(row.fee_covered_cents ?? 0)
  return {
    id: row.id,
    amount_cents: Number(amount),
    charged_cents: Number(amount) + Number(fee),
    status: row.canceled_at ? 'canceled' : paused ? 'paused' : 'active',
    started_at: new Date(row.started_at).toISOString(),
    next_payment_at: nextPaymentOf(row, now),
    paused_until: paused ? new Date(row.paused_until!).toISOString() : null,
    campaign: row.campaign_title,
  }
}

/** The donor's monthly gifts that Stripe took a first payment for, the newest first. */
export async function monthlyOfDonor(payload: Payload, donor: Donor): Promise<OwnMonthly[]> {
  return (await selectMonthlyOfDonor(payload, donor.email)).map((row) => toOwnMonthly(row))
}

async function ownMonthly(payload: Payload, donor: Donor, id: number): Promise<OwnMonthly> {
  const found = (await selectMonthlyOfDonor(payload, donor.email)).find((row) => row.id === id)
  if (!found) throw notFound(NO_SUCH_MONTHLY)
  return toOwnMonthly(found)
}

/** The donor's monthly gift (its first row) and Stripe; 404 for any gift not theirs, 503 without card giving. */
async function monthlyGift(payload: Payload, donor: Donor, id: number) {
  const gift = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: true, disableErrors: true })
  const own = gift && addressKey(gift.donor_email ?? '') === donor.email && gift.is_recurring && gift.stripe_subscription_id
  if (!own || !(await selectMonthlyOfDonor(payload, donor.email)).some((row) => row.id === id)) throw notFound(NO_SUCH_MONTHLY)
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card giving is not configured.')
  return { gift, stripe, subscription: gift.stripe_subscription_id! }
}

/** One call to Stripe for a monthly gift: its refusal a 409, its silence a 503, nothing written either way. */
const askStripeFor = <T>(payload: Payload, what: string, id: number, call: () => Promise<T>): Promise<T> => askStripe(call, { refused: 'change', failed: `The ${what} of monthly gift ${id}`, payload })

/** Writes what Stripe accepted on the gift's row with its history line, and mails the donor. */
async function record(payload: Payload, donor: Donor, id: number, entry: Omit<HistoryEntry, 'at' | 'by'>, monthly: Partial<NonNullable<Donation['monthly']>>, extra: Partial<Donation> = {}) {
  const monthlyChange: HistoryEntry = { at: new Date().toISOString(), by: `donor ${donor.email}`, ...entry }
  let change = 0
  await updateCardGift(
    payload,
    id,
    (gift) => {
      change = Array.isArray(gift.history) ? gift.history.length : 0
      return { ...extra, monthly: { ...gift.monthly, ...monthly } }
    },
    { monthlyChange } satisfies MonthlyHistoryContext,
  )
  await queueMail(payload, 'mailMonthlyChanged', { donation: id, change })
}

function refuseCanceled(gift: Donation) {
  if (gift.subscription_canceled_at || gift.status === 'canceled') throw conflict(MONTHLY_NOT_ACTIVE)
}

/** The subscription's one item: its id, its product, and when its current period ends (the next payment). */
async function itemOf(payload: Payload, stripe: Stripe, subscription: string, id: number) {
  const sub = await askStripeFor(payload, 'look-up', id, () => stripe.subscriptions.retrieve(subscription))
  const item = sub.items.data[0]
  if (!item) throw conflict('Stripe holds no payment plan for this monthly gift.')
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id
  return { item: item.id, product, periodEnd: new Date(item.current_period_end * 1000) }
}

export async function changeMonthlyAmount(payload: Payload, donor: Donor, id: number, amountCents: number) {
  const { gift, stripe, subscription } = await monthlyGift(payload, donor, id)
  refuseCanceled(gift)
  if (amountCents < minDonationCents()) throw invalid({ amount_cents: `Please enter at least ${formatDollars(minDonationCents())}` })
  if (amountCents === giftsEach(gift)) throw conflict(MONTHLY_SAME_AMOUNT)
  // The card fee the donor chose to cover stays covered, on the new amount.
  const fee = feeEach(gift) > 0 ? coveredFeeCents(amountCents, cardFee()) : 0
  const { item, product } = await itemOf(payload, stripe, subscription, id)
  const price_data = { currency: gift.currency || 'usd', product, unit_amount: amountCents + fee, recurring: { interval: 'month' as const } }
  await askStripeFor(payload, 'amount change', id, () =>
    stripe.subscriptions.update(subscription, { items: [{ id: item, price_data }], proration_behavior: 'none' }, { idempotencyKey: `donation-${id}-amount-${giftsEach(gift)}-${amountCents}` }),
  )
  const from = giftsEach(gift)
  await record(payload, donor, id, { action: 'amount-changed', changes: { amount_cents: { from, to: amountCents } } }, { amount_cents: amountCents, fee_covered_cents: fee })
  return { message: `Your monthly gift is now ${formatDollars(amountCents)}, from the next payment.`, monthly: await ownMonthly(payload, donor, id) }
}

export async function pauseMonthly(payload: Payload, donor: Donor, id: number, payments: number) {
  const { gift, stripe, subscription } = await monthlyGift(payload, donor, id)
  refuseCanceled(gift)
  const { periodEnd } = await itemOf(payload, stripe, subscription, id)
  // The skipped payments are the next `payments` ones from the period's end; collection resumes a day after the last of them.
  const resumesAt = new Date(addMonths(periodEnd, payments - 1).getTime() + DAY_MS)
  const resumes_at = Math.floor(resumesAt.getTime() / 1000)
  await askStripeFor(payload, 'pause', id, () =>
    stripe.subscriptions.update(subscription, { pause_collection: { behavior: 'void', resumes_at } }, { idempotencyKey: `donation-${id}-pause-${resumes_at}` }),
  )
  await record(
    payload,
    donor,
    id,
    { action: 'paused', reason: `${payments} payment${payments === 1 ? '' : 's'} skipped, until ${resumesAt.toISOString().slice(0, 10)}` },
    { paused_until: resumesAt.toISOString() },
  )
  return { message: `Your monthly gift is paused: the next ${payments === 1 ? 'payment is' : `${payments} payments are`} skipped.`, monthly: await ownMonthly(payload, donor, id) }
}

export async function resumeMonthly(payload: Payload, donor: Donor, id: number) {
  const { gift, stripe, subscription } = await monthlyGift(payload, donor, id)
  refuseCanceled(gift)
  if (!gift.monthly?.paused_until || new Date(gift.monthly.paused_until) <= new Date()) throw conflict(MONTHLY_NOT_PAUSED)
  await askStripeFor(payload, 'resume', id, () => stripe.subscriptions.update(subscription, { pause_collection: '' }, { idempotencyKey: `donation-${id}-resume-${gift.monthly?.paused_until}` }))
  await record(payload, donor, id, { action: 'resumed' }, { paused_until: null })
  return { message: 'Your monthly gift is resumed: its next payment is taken when due.', monthly: await ownMonthly(payload, donor, id) }
}

export async function cancelMonthly(payload: Payload, donor: Donor, id: number, reason: string | null) {
  const { gift, stripe, subscription } = await monthlyGift(payload, donor, id)
  refuseCanceled(gift)
  const comment = reason ? reason.slice(0, 500) : undefined
  await askStripeFor(payload, 'cancel', id, () => stripe.subscriptions.cancel(subscription, { ...(comment && { cancellation_details: { comment } }) }, { idempotencyKey: `donation-${id}-cancel` }))
  // Stripe cancels at once: the gift says so now (customer.subscription.deleted then finds it done).
  await record(payload, donor, id, { action: 'canceled', ...(reason && { reason }) }, { cancel_reason: reason, paused_until: null }, { subscription_canceled_at: new Date().toISOString() })
  return { message: 'Your monthly gift is canceled: no further payments will be taken. Thank you for every month you gave.', monthly: await ownMonthly(payload, donor, id) }
}

/** Stripe's customer portal for the gift's card, back to /giving after. */
export async function monthlyCardPortal(payload: Payload, donor: Donor, id: number): Promise<{ url: string }> {
  const { gift, stripe } = await monthlyGift(payload, donor, id)
  refuseCanceled(gift)
  const customer = gift.stripe_customer_id
  if (!customer) throw conflict('Stripe holds no card for this monthly gift.')
  const session = await askStripeFor(payload, 'card portal', id, () => stripe.billingPortal.sessions.create({ customer, return_url: `${siteUrl()}/giving` }))
  return { url: session.url }
}
