import 'server-only'

import type { Payload } from 'payload'

import { recordAudit } from '@/plugins/audit/recordAudit'
import { formatDollars } from '@/lib/money'

import { conflict, invalid, notFound, unavailable } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { askStripe } from '../../stripe/askStripe'
import { getStripe } from '../../stripe/client'
import { chargedOf } from '../stripe/chargedGift'

export const REFUND_REQUESTED = 'Refund requested. The gift will show it once Stripe confirms.'
export const CANCEL_REQUESTED = 'Cancellation requested. The gift will show it once Stripe confirms.'

/**
 * Staff refund a card gift (all that is left of it, or part) through Stripe's Refund API. Nothing
 * changes here: the gift shows the refund when Stripe's charge.refunded webhook confirms it. The
 * idempotency key names the gift, what was refunded before and the amount, so a double click
 * asks Stripe once.
 */
export async function requestRefund(payload: Payload, staff: Staff, id: number, amountCents?: number): Promise<{ message: string }> {
  const { stripe, donation } = await staffGift(payload, staff, id)
  const intent = donation.stripe_payment_intent_id
  if (donation.status !== 'succeeded' || !intent) throw conflict('Only a card gift that succeeded can be refunded.')
  const refundedBefore = donation.refunded_cents ?? 0
  // What was charged: the gift and the card fee the donor covered (a refund in full gives both back).
  const left = chargedOf(donation) - refundedBefore
  const amount = amountCents ?? left
  if (amount > left) throw invalid({ amount_cents: `At most ${formatDollars(left)} can still be refunded.` })
  const metadata = { donation_id: String(id), requested_by: staff.email }
  await askStripe(() => stripe.refunds.create({ payment_intent: intent, amount, metadata }, { idempotencyKey: `donation-${id}-refund-${refundedBefore}-${amount}` }), {
    refused: 'refund',
    failed: `The refund of donation ${id}`,
    payload,
  })
  await recordAudit(payload, {
    action: 'donation.refund',
    target: { collection: 'donations', id },
    summary: `asked Stripe to refund ${formatDollars(amount)} of ${formatDollars(donation.amount_cents)}`,
  })
  return { message: REFUND_REQUESTED }
}

/**
 * Staff cancel a monthly gift: Stripe cancels its subscription at once, so later renewals stop.
 * Nothing changes here: the gift shows "Canceled" when Stripe's customer.subscription.deleted
 * webhook confirms it.
 */
export async function requestCancel(payload: Payload, staff: Staff, id: number): Promise<{ message: string }> {
  const { stripe, donation } = await staffGift(payload, staff, id)
  const subscription = donation.stripe_subscription_id
  if (!donation.is_recurring || !subscription) throw conflict('Only a monthly card gift can be canceled.')
  if (donation.subscription_canceled_at || donation.status === 'canceled') throw conflict('This monthly gift is already canceled.')
  await askStripe(() => stripe.subscriptions.cancel(subscription, {}, { idempotencyKey: `donation-${id}-cancel` }), { refused: 'cancel', failed: `The cancel of donation ${id}`, payload })
  await recordAudit(payload, { action: 'donation.cancel', target: { collection: 'donations', id }, summary: 'asked Stripe to cancel the monthly gift' })
  return { message: CANCEL_REQUESTED }
}

/** The gift, as staff see it, and the Stripe client; 503 when card giving is off, 404 unknown. */
async function staffGift(payload: Payload, staff: Staff, id: number) {
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card giving is not configured.')
  const donation = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: false, user: staff, disableErrors: true })
  if (!donation) throw notFound()
  return { stripe, donation }
}
