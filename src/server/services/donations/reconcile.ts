import 'server-only'

import type { Payload } from 'payload'
import type Stripe from 'stripe'

import type { ReconcileReport } from '@/contracts/donations'

import { selectRunningSubscriptionIds } from '../../data/donations'
import { unavailable } from '../../domain/errors'
import { getStripe, STRIPE_UNREACHABLE } from '../../stripe/client'
import type { StripeRepair } from '../stripe/stripeGiftLookup'
import { recordPaidPayout } from '../deposits/deposits'
import { applyStripeObject, type StripeChange } from '../stripe/stripeWebhook'

const PAGE = 100

/**
 * Checks the gifts against Stripe for the last `days` days: every PaymentIntent, paid invoice,
 * refund, dispute and open invoice with a failed attempt Stripe lists for the period (page by page, as Stripe paginates) goes through the webhook's
 * own handlers, so a row a missed webhook left behind is repaired, and one that already shows it is
 * left alone: a second run, or one alongside webhooks, finds 0 differences.
 */
export async function reconcileWithStripe(payload: Payload, days: number): Promise<ReconcileReport> {
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card giving is not configured.')
  const since = Math.floor(Date.now() / 1000) - days * 86_400
  const created = { gte: since }
  const checked = { payment_intents: 0, invoices: 0, refunds: 0, subscriptions: 0, disputes: 0, failed_invoices: 0, payouts: 0 }
  const repairs: StripeRepair[] = []
  const apply = async (type: StripeChange, object: Stripe.Event.Data.Object) => {
    const repair = await applyStripeObject(payload, type, object)
    if (repair) repairs.push(repair)
  }

  try {
    await readStripe(stripe, created, checked, apply)
    await recheckRunningSubscriptions(payload, stripe, checked, apply)
    // Payouts a missed payout.paid left out: each one's deposit, once, and its lines read if they are not yet.
    for await (const payout of stripe.payouts.list({ created, status: 'paid', limit: PAGE })) {
      checked.payouts++
      await recordPaidPayout(payload, payout)
    }
  } catch (error) {
    // What was repaired before Stripe fell silent stays repaired; a new run picks up the rest.
    const type = (error as { type?: string } | null)?.type
    if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError') throw unavailable(STRIPE_UNREACHABLE)
    if (type?.startsWith('Stripe')) throw unavailable(`Stripe refused the check: ${(error as Error).message}`)
    throw error
  }
  return { days, checked, differences: repairs.length, repairs }
}

type Checked = ReconcileReport['checked']

async function readStripe(stripe: Stripe, created: { gte: number }, checked: Checked, apply: (type: StripeChange, object: Stripe.Event.Data.Object) => Promise<void>) {
  for await (const intent of stripe.paymentIntents.list({ created, limit: PAGE })) {
    checked.payment_intents++
    const outcome = outcomeOf(intent)
    if (outcome) await apply(outcome, intent)
  }
  for await (const invoice of stripe.invoices.list({ created, status: 'paid', limit: PAGE, expand: ['data.payments'] })) {
    checked.invoices++
    await apply('invoice.paid', invoice)
  }
  for await (const refund of stripe.refunds.list({ created, limit: PAGE, expand: ['data.charge'] })) {
    checked.refunds++
    if (refund.charge && typeof refund.charge !== 'string') await apply('charge.refunded', refund.charge)
  }
  // A dispute as Stripe shows it now: the handler of all three dispute events takes any state.
  for await (const dispute of stripe.disputes.list({ created, limit: PAGE })) {
    checked.disputes++
    await apply('charge.dispute.updated', dispute)
  }
  // A renewal Stripe tried and could not take (it stays open while Stripe retries).
  for await (const invoice of stripe.invoices.list({ created, status: 'open', limit: PAGE })) {
    if (!invoice.attempted || !invoice.attempt_count) continue
    checked.failed_invoices++
    await apply('invoice.payment_failed', invoice)
  }
}

/**
 * Monthly gifts our rows still show running, whenever they began: a cancellation whose webhook
 * never came (customer.subscription.deleted) is found by reading the subscription again.
 */
async function recheckRunningSubscriptions(payload: Payload, stripe: Stripe, checked: Checked, apply: (type: StripeChange, object: Stripe.Event.Data.Object) => Promise<void>) {
  for (const id of await selectRunningSubscriptionIds(payload)) {
    checked.subscriptions++
    const subscription = await stripe.subscriptions.retrieve(id).catch((error: unknown) => {
      // A subscription Stripe does not know (another account, a test row) has nothing to repair.
      if ((error as { statusCode?: number } | null)?.statusCode === 404) return null
      throw error
    })
    if (subscription?.status === 'canceled') await apply('customer.subscription.deleted', subscription)
  }
}

/** The event a PaymentIntent's state stands for: money taken, a card declined, or nothing yet. */
function outcomeOf(intent: Stripe.PaymentIntent): StripeChange | null {
  if (intent.status === 'succeeded') return 'payment_intent.succeeded'
  if (intent.status === 'requires_payment_method' && intent.last_payment_error) return 'payment_intent.payment_failed'
  return null
}

/** The report as lines for a terminal. */
export function describeReconcileReport(report: ReconcileReport): string {
  const { checked } = report
  return [
    `Checked the last ${report.days} day(s) against Stripe: ${checked.payment_intents} payment(s), ${checked.invoices} paid invoice(s), ${checked.refunds} refund(s), ${checked.disputes} dispute(s), ${checked.failed_invoices} failed renewal(s), ${checked.subscriptions} running monthly gift(s).`,
    ...report.repairs.map((r) => `  fixed donation ${r.donation_id}: ${r.change}`),
    `${report.differences} difference${report.differences === 1 ? '' : 's'}`,
  ].join('\n')
}
