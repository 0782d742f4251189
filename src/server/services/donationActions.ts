import 'server-only'

import { withDeadline } from '@/lib/deadline'
import { formatDollars } from '@/lib/money'

import { conflict, invalid, notFound, unavailable } from '../domain/errors'
import type { Staff } from '../domain/staff'
import { getPayloadClient } from '../payload'
import { getStripe } from '../stripe/client'
import { CHECKOUT_STRIPE_DEADLINE_MS } from './checkout'

export const REFUND_REQUESTED = 'Refund requested. The gift will show it once Stripe confirms.'

/**
 * Staff refund a card gift (all that is left of it, or part) through Stripe's Refund API. Nothing
 * changes here: the gift shows the refund when Stripe's charge.refunded webhook confirms it. The
 * idempotency key names the gift, what was refunded before and the amount, so a double click
 * asks Stripe once.
 */
export async function requestRefund(staff: Staff, id: number, amountCents?: number): Promise<{ message: string }> {
  const stripe = getStripe()
  if (!stripe) throw unavailable('Card giving is not configured.')
  const payload = await getPayloadClient()
  const donation = await payload.findByID({ collection: 'donations', id, depth: 0, overrideAccess: false, user: staff, disableErrors: true })
  if (!donation) throw notFound()
  if (donation.status !== 'succeeded' || !donation.stripe_payment_intent_id) throw conflict('Only a card gift that succeeded can be refunded.')
  const refundedBefore = donation.refunded_cents ?? 0
  const left = donation.amount_cents - refundedBefore
  const amount = amountCents ?? left
  if (amount > left) throw invalid({ amount_cents: `At most ${formatDollars(left)} can still be refunded.` })
  try {
    await withDeadline(
      stripe.refunds.create(
        { payment_intent: donation.stripe_payment_intent_id, amount, metadata: { donation_id: String(id), requested_by: staff.email } },
        { idempotencyKey: `donation-${id}-refund-${refundedBefore}-${amount}` },
      ),
      CHECKOUT_STRIPE_DEADLINE_MS,
    )
  } catch (error) {
    const refusal = error as { type?: string; statusCode?: number; message?: string }
    if (refusal.type === 'StripeInvalidRequestError' && refusal.statusCode && refusal.statusCode < 500) {
      throw conflict(`Stripe refused the refund: ${refusal.message ?? 'no reason given'}`)
    }
    payload.logger.error(`Refund of donation ${id} failed at Stripe: ${error instanceof Error ? error.message : error}`)
    throw unavailable('We could not reach our payment provider. Please try again in a moment.')
  }
  payload.logger.info(`${staff.email} asked Stripe to refund ${formatDollars(amount)} of donation ${id}`)
  return { message: REFUND_REQUESTED }
}
