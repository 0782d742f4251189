import 'server-only'

import type { Payload } from 'payload'
import { LRUCache } from 'lru-cache'
import type Stripe from 'stripe'

import { withDeadline } from '@/lib/deadline'
import type { Donation } from '@/payload-types'

import { getStripe, STRIPE_WAIT_MS } from '../../stripe/client'

/** The thank-you view says what it knows within 10 s (sooner where STRIPE_WAIT_SECONDS is shorter). */
export const OUTCOME_STRIPE_DEADLINE_MS = Math.min(7_000, STRIPE_WAIT_MS)

export type PaymentOutcome =
  | { status: 'succeeded' | 'processing' | 'failed'; amount_cents: number; receipt_email: string | null; is_recurring: boolean }
  /** Our record says the gift was received; Stripe was not asked, so nothing personal is shown. */
  /** Stripe did not answer in time, or not clearly: nobody can say whether money was taken. */
  | { status: 'unconfirmed' }

/** What the view needs of a PaymentIntent, client secret included (it is compared, never shown). */
type IntentFacts = Pick<Stripe.PaymentIntent, 'id' | 'status' | 'amount' | 'amount_received' | 'client_secret' | 'receipt_email'>

/**
 * Stripe's recent answers, by PaymentIntent id: a donor who reloads the page, or anyone who sends
 * its address around, costs one Stripe request per id per half minute.
 */
const recentIntents = new LRUCache<string, Promise<IntentFacts>>({ max: 1_000, ttl: 30_000 })

/** Keeps Stripe's answer (or the question still open) for its half minute; a failure is forgotten at once. */
function remember(id: string, answer: Promise<IntentFacts>): Promise<IntentFacts> {
  recentIntents.set(id, answer)
  answer.catch(() => {
    if (recentIntents.get(id) === answer) recentIntents.delete(id)
  })
  return answer
}

/** Stripe answered that there is no such payment. */
const isNoSuchPayment = (error: unknown) => (error as { statusCode?: number })?.statusCode === 404

async function askStripe(stripe: Stripe, id: string): Promise<IntentFacts> {
  const { status, amount, amount_received, client_secret, receipt_email } = await stripe.paymentIntents.retrieve(id)
  return { id, status, amount, amount_received, client_secret, receipt_email }
}

async function donationOf(payload: Payload, paymentIntentId: string): Promise<Donation | undefined> {
  const { docs } = await payload.find({ collection: 'donations', where: { stripe_payment_intent_id: { equals: paymentIntentId } }, limit: 1, depth: 0 })
  return docs[0]
}

/**
 * When Stripe may not be asked (the visitor's address is over its limit), the client secret
 * cannot be checked: the view promises nothing and tells nobody whether the gift went through.
 */
const UNCHECKED: PaymentOutcome = { status: 'unconfirmed' }

/**
 * What Stripe says of a payment the visitor was returned from. Stripe is asked only about a
 * PaymentIntent of one of our donations (a made-up id costs no Stripe request and is answered as
 * Stripe would: no such payment), at most once per id per half minute, and only when
 * `mayAskStripe` (the visitor's rate limit) allows. The client secret from the return URL must
 * match, so nobody can look up someone else's payment by its id. Null when there is no such
 * payment; `unconfirmed` when Stripe cannot say within the deadline.
 */
export async function getPaymentOutcome(payload: Payload, paymentIntentId: string, clientSecret: string, mayAskStripe: () => Promise<boolean>): Promise<PaymentOutcome | null> {
  const stripe = getStripe()
  if (!stripe || !/^pi_\w+$/.test(paymentIntentId)) return null
  try {
    const donation = await donationOf(payload, paymentIntentId)
    if (!donation) return null
    let asked = recentIntents.get(paymentIntentId)
    if (!asked) {
      if (!(await mayAskStripe())) return UNCHECKED
      asked = recentIntents.get(paymentIntentId) ?? remember(paymentIntentId, askStripe(stripe, paymentIntentId))
    }
    const intent = await withDeadline(asked, OUTCOME_STRIPE_DEADLINE_MS)
    if (!intent.client_secret || intent.client_secret !== clientSecret) return null
    return {
      status: intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'processing' : 'failed',
      amount_cents: intent.amount_received || intent.amount,
      receipt_email: intent.receipt_email ?? donation.donor_email ?? null,
      is_recurring: Boolean(donation.is_recurring),
    }
  } catch (error) {
    return isNoSuchPayment(error) ? null : { status: 'unconfirmed' }
  }
}
