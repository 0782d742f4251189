import 'server-only'

import type Stripe from 'stripe'

import { queueMail } from '@/jobs/queueMail'

import type { TransactionContext } from '../../transaction'
import { renewalRowOf } from './chargedGift'
import { findCardGift, idOf, type StripeRepair } from './stripeGiftLookup'

/** Said when Stripe's news of the failure carries no message of the bank's. */
export const RENEWAL_FAILED_PLAINLY = 'The card on file could not be charged for this month.'

/** The bank's words, when the invoice's payment comes expanded with its PaymentIntent. */
function failureMessageOf(invoice: Stripe.Invoice): string | null {
  for (const entry of invoice.payments?.data ?? []) {
    const intent = entry.payment?.payment_intent
    if (intent && typeof intent !== 'string' && intent.last_payment_error?.message) return intent.last_payment_error.message.slice(0, 500)
  }
  return null
}

/**
 * A monthly renewal whose payment failed (invoice.payment_failed, and reconciliation with an open
 * invoice Stripe tried): a row of its own, `failed` and counted nowhere, with the donor's details
 * from the monthly gift, found by the invoice (its unique id) when Stripe retries. The donor is
 * mailed once per invoice, in the transaction that creates the row. A first payment's failure is
 * left alone (the donor is still on the donate page), and so is a month already paid: an
 * invoice.paid that came first keeps the row `succeeded`.
 */
export async function renewalFailed(invoice: Stripe.Invoice, ctx: TransactionContext): Promise<StripeRepair | null> {
  if (invoice.billing_reason === 'subscription_create' || !invoice.id || !invoice.amount_due) return null
  const details = invoice.parent?.subscription_details
  const subscriptionId = idOf(details?.subscription)
  if (!subscriptionId) return null
  const original = await findCardGift(ctx, { donationId: details?.metadata?.donation_id, field: 'stripe_subscription_id', stripeId: subscriptionId })
  if (!original) return null
  const reason = failureMessageOf(invoice) ?? RENEWAL_FAILED_PLAINLY

  const { docs } = await ctx.payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: invoice.id } }, limit: 1, depth: 0, req: ctx.req })
  const known = docs[0]
  if (known) {
    // Stripe's next try failed too: the row says why, and the donor was mailed already.
    if (known.status !== 'failed' || known.failure_reason === reason) return null
    await ctx.payload.update({ collection: 'donations', id: known.id, data: { failure_reason: reason }, req: ctx.req })
    return { donation_id: known.id, change: `renewal failed again: ${reason}` }
  }
  const row = await ctx.payload.create({
    collection: 'donations',
    data: {
      ...renewalRowOf(original, invoice, invoice.amount_due),
      status: 'failed',
      stripe_subscription_id: subscriptionId,
      renewal_failed_at: new Date().toISOString(),
      failure_reason: reason,
    },
    req: ctx.req,
  })
  await queueMail(ctx.payload, 'mailRenewalFailed', { donation: row.id }, ctx.req)
  return { donation_id: row.id, change: 'recorded (a monthly renewal that failed)' }
}
