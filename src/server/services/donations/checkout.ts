import 'server-only'

import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Payload } from 'payload'

import type Stripe from 'stripe'
import type * as z from 'zod/mini'

import { coveredFeeCents } from '@/contracts/amounts'
import type { checkoutSchema } from '@/contracts/donate'
import { cardFee } from '@/lib/cardFee'
import { withDeadline } from '@/lib/deadline'
import { logText } from '@/lib/logText'
import type { Donation } from '@/payload-types'

import { claimCheckoutAttempt, findCheckoutAttempt, recordCheckoutAnswer, releaseCheckoutAttempt } from '../../data/checkoutAttempts'
import { conflict, unavailable } from '../../domain/errors'
import { getStripe, STRIPE_UNREACHABLE, STRIPE_WAIT_MS } from '../../stripe/client'
import { campaignOfCheckout } from './giftTarget'
import { updateCardGift } from '../stripe/cardGiftWrite'
import { chargedOf } from '../stripe/chargedGift'

type Checkout = z.output<typeof checkoutSchema>

const OFF = 'Online card giving is not available right now. Please give by mail, or try again later.'

/** The answer: the card form's secret, the gift's row, and what the card will be charged (`charged_cents`). */
type Started = { client_secret: string; donation_id: number; charged_cents: number }

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
export const KEY_REUSED = 'This Idempotency-Key was already used for a different gift. Please reload the page and try again.'

/**
 * One charge per click: every copy of a request with the same Idempotency-Key (a double tap, a
 * retry on a slow network), even at the same moment, gets the answer of the first, which alone
 * creates the donation row and the Stripe objects. The key is kept hashed; a key reused for a
 * different gift is refused.
 */
export async function startCheckoutOnce(payload: Payload, input: Checkout, idempotencyKey: string): Promise<Started> {
  const key = sha256(idempotencyKey)
  const requestHash = sha256(JSON.stringify(input))
  const giveUpAt = Date.now() + STRIPE_WAIT_MS + 1_000
  for (;;) {
    if (await claimCheckoutAttempt(payload, key, requestHash)) {
      try {
        const started = await startCheckout(payload, input)
        await recordCheckoutAnswer(payload, key, started.donation_id, started.client_secret)
        return started
      } catch (error) {
        await releaseCheckoutAttempt(payload, key)
        throw error
      }
    }
    const attempt = await findCheckoutAttempt(payload, key)
    if (attempt && attempt.request_hash !== requestHash) throw conflict(KEY_REUSED)
    if (attempt?.client_secret && attempt.donation_id) return replayOf(payload, attempt.client_secret, attempt.donation_id)
    // The first copy is still talking to Stripe (or failed and gave the key back: claim it again).
    if (Date.now() > giveUpAt) throw unavailable(STRIPE_UNREACHABLE)
    await sleep(150)
  }
}

/** The first copy's answer again; what is charged is read from its donation row, as it was sent to Stripe. */
async function replayOf(payload: Payload, clientSecret: string, donationId: number): Promise<Started> {
  const donation = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, overrideAccess: true })
  return { client_secret: clientSecret, donation_id: donationId, charged_cents: chargedOf(donation) }
}

/**
 * Starts a gift: a pending donation row first (so nothing is lost if Stripe fails), then a
 * PaymentIntent (one-time) or a Customer + Subscription whose first invoice carries the
 * PaymentIntent (monthly). Stripe calls carry idempotency keys named after the row.
 */
export async function startCheckout(payload: Payload, input: Checkout): Promise<Started> {
  const stripe = getStripe()
  if (!stripe || !process.env.STRIPE_PUBLISHABLE_KEY) throw unavailable(OFF)
  const towards = await campaignOfCheckout(payload, input) // 422 for a campaign closed or unknown
  const donation = await payload.create({
    collection: 'donations',
    overrideAccess: true, // visitors give only through this checked, rate-limited path
    data: { ...donationOf(input), ...towards, currency: 'usd', method: 'card', status: 'pending' },
  })
  try {
    const started = await withDeadline(input.is_recurring ? startMonthly(stripe, donation) : startOneTime(stripe, donation), STRIPE_WAIT_MS)
    await updateCardGift(payload, donation.id, () => started.ids)
    return { client_secret: started.clientSecret, donation_id: donation.id, charged_cents: chargedOf(donation) }
  } catch (error) {
    await updateCardGift(payload, donation.id, (gift) => (gift.status === 'pending' ? { status: 'failed' } : {}))
    payload.logger.error(`Checkout for donation ${donation.id} failed at Stripe: ${logText(error instanceof Error ? error.message : error)}`)
    throw unavailable(STRIPE_UNREACHABLE)
  }
}

/**
 * The row of a new gift: `amount_cents` is the gift itself; a covered card fee is kept apart in
 * `fee_covered_cents` (the charge is both); the tribute as given, its card not queued yet. The
 * campaign and fundraiser are stored by their ids (campaignOfCheckout), not the slugs sent.
 */
function donationOf({ tribute, cover_fee, anonymous, campaign: _campaign, fundraiser: _fundraiser, monthly_prompt, ...gift }: Checkout) {
  // The prompt's answer is counted only when it says what the gift is (accepted: monthly; declined: once).
  const answered = monthly_prompt === (gift.is_recurring ? 'accepted' : 'declined') ? monthly_prompt : null
  return {
    ...gift,
    // An address is kept only to be shared with the family, as the donor agreed.
    donor_address: tribute?.share_address ? gift.donor_address : null,
    monthly_prompt: answered,
    fee_covered_cents: cover_fee ? coveredFeeCents(gift.amount_cents, cardFee()) : 0,
    is_anonymous: anonymous,
    ...(tribute && { tribute: { ...tribute, card_queued_at: null } }),
  }
}

type StripeStarted = { clientSecret: string; ids: Partial<Donation> }

async function startOneTime(stripe: Stripe, donation: Donation): Promise<StripeStarted> {
  const intent = await stripe.paymentIntents.create(
    {
      amount: chargedOf(donation),
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      description: 'One-time donation',
      ...(donation.donor_email && { receipt_email: donation.donor_email }),
      metadata: { donation_id: String(donation.id) },
    },
    { idempotencyKey: `donation-${donation.id}-intent` },
  )
  if (!intent.client_secret) throw new Error('the PaymentIntent has no client secret')
  return { clientSecret: intent.client_secret, ids: { stripe_payment_intent_id: intent.id } }
}

async function startMonthly(stripe: Stripe, donation: Donation): Promise<StripeStarted> {
  const key = `donation-${donation.id}`
  const metadata = { donation_id: String(donation.id) }
  const customer = await stripe.customers.create(
    { ...(donation.donor_email && { email: donation.donor_email }), ...(donation.donor_name && { name: donation.donor_name }), metadata },
    { idempotencyKey: `${key}-customer` },
  )
  const product = await stripe.products.create({ name: 'Monthly donation', metadata }, { idempotencyKey: `${key}-product` })
  const subscription = await stripe.subscriptions.create(
    {
      customer: customer.id,
      items: [{ price_data: { currency: 'usd', product: product.id, unit_amount: chargedOf(donation), recurring: { interval: 'month' } } }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      metadata,
      expand: ['latest_invoice.confirmation_secret'],
    },
    { idempotencyKey: `${key}-subscription` },
  )
  const invoice = subscription.latest_invoice as Stripe.Invoice | null
  const clientSecret = invoice?.confirmation_secret?.client_secret
  if (!invoice || !clientSecret) throw new Error('the first invoice has no confirmation secret')
  return {
    clientSecret,
    ids: {
      stripe_customer_id: customer.id,
      stripe_subscription_id: subscription.id,
      stripe_invoice_id: invoice.id ?? null,
      // Stripe's client secrets are `<PaymentIntent id>_secret_…`: a refund names its PaymentIntent.
      stripe_payment_intent_id: clientSecret.split('_secret_')[0] ?? null,
    },
  }
}
