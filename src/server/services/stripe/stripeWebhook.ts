import 'server-only'

import type { Payload, Where } from 'payload'
import type Stripe from 'stripe'

import { withDeadline } from '@/lib/deadline'
import { isUniqueViolation } from '@/lib/postgres'
import type { Donation } from '@/payload-types'

import { inTransaction, type TransactionContext } from '../../transaction'
import { getStripe, STRIPE_WAIT_MS } from '../../stripe/client'
import { recordPaidPayout } from '../deposits/deposits'
import { recordDeclinedAttempt } from '../donations/declines'
import { isTicketOrderIntent, settleTicketOrder } from '../tickets/ticketsPaid'
import { isSponsorshipIntent, settleSponsorship } from '../sponsorships/paid'
import { lockStripeObjects } from './cardGiftWrite'
import { disputeChanged } from './stripeDisputes'
import { chargedOf, renewalRowOf, splitCharge } from './chargedGift'
import type { StripeRepair } from './stripeGiftLookup'
import { renewalFailed } from './stripeRenewals'

type Context = TransactionContext

/** The Stripe events that change gifts, each applied by the one handler below. */
export type StripeChange =
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'invoice.paid'
  | 'customer.subscription.deleted'
  | 'charge.refunded'
  | 'charge.dispute.created'
  | 'charge.dispute.updated'
  | 'charge.dispute.closed'
  | 'invoice.payment_failed'

/**
 * Applies one verified Stripe event. The webhook is the only thing that marks money as received
 * as it happens (reconciliation repairs, later, through the same handlers). The event id is
 * recorded in the same transaction as its effect, so a repeat changes nothing; every handler looks
 * rows up by Stripe ids and metadata, so events may arrive in any order.
 */
export async function applyStripeEvent(payload: Payload, event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
  const object = await completeObject(event.type, event.data.object)
  try {
    return await inTransaction(payload, async (ctx) => {
      await lockStripeObjects(ctx)
      const seen = await ctx.payload.find({ collection: 'stripe-events', where: { event_id: { equals: event.id } }, limit: 1, req: ctx.req })
      if (seen.docs.length) return 'duplicate'
      await ctx.payload.create({ collection: 'stripe-events', data: { event_id: event.id, type: event.type }, req: ctx.req })
      // Money reaching the bank, not a gift: its deposit, and the job that reads what it carries (docs/bookkeeping.md).
      if (event.type === 'payout.paid') return (await recordPaidPayout(ctx.payload, object as Stripe.Payout, ctx.req)) ? 'applied' : 'ignored'
      // Tickets for an event, not a gift (docs/tickets.md).
      if (isTicketOrderIntent(event.type, object)) {
        const outcome = event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed'
        return (await settleTicketOrder(object, outcome, ctx)) ? 'applied' : 'ignored'
      }
      if (isSponsorshipIntent(event.type, object)) {
        const outcome = event.type === 'payment_intent.succeeded' ? 'succeeded' : 'failed'
        return (await settleSponsorship(object, outcome, ctx)) ? 'applied' : 'ignored'
      }
      const handler = HANDLERS[event.type as StripeChange]
      const repair = handler ? await handler(object as never, ctx) : null
      if (repair) ctx.payload.logger.info(`Stripe ${event.type} ${event.id}: donation ${repair.donation_id} ${repair.change}`)
      return repair ? 'applied' : 'ignored'
    })
  } catch (error) {
    if (isUniqueViolation(error)) return 'duplicate' // a concurrent delivery of the same event won
    throw error
  }
}

/**
 * Applies what Stripe says of one object as the event `type` would (reconciliation): the same
 * handler, in a transaction of its own, without an event id. Null when the gift already shows it.
 */
export async function applyStripeObject(payload: Payload, type: StripeChange, object: Stripe.Event.Data.Object): Promise<StripeRepair | null> {
  try {
    return await inTransaction(payload, async (ctx) => {
      await lockStripeObjects(ctx)
      return HANDLERS[type](object as never, ctx)
    })
  } catch (error) {
    if (isUniqueViolation(error)) return null // a webhook recorded the same renewal at the same moment
    throw error
  }
}

/**
 * Stripe leaves an invoice's payments out of invoice.paid unless asked: a renewal's PaymentIntent
 * (which a refund names) is asked for once, within the deadline. Without it the renewal is still
 * recorded, and reconciliation fills the PaymentIntent in later.
 */
async function completeObject(type: string, object: Stripe.Event.Data.Object): Promise<Stripe.Event.Data.Object> {
  const invoice = object as Stripe.Invoice
  if (type !== 'invoice.paid' || paymentIntentOf(invoice) || !invoice.id) return object
  const stripe = getStripe()
  if (!stripe) return object
  try {
    const retrieved = await withDeadline(stripe.invoices.retrieve(invoice.id, { expand: ['payments'] }), STRIPE_WAIT_MS)
    return { ...invoice, payments: retrieved.payments }
  } catch {
    return object
  }
}

type Handler = (object: never, ctx: Context) => Promise<StripeRepair | null>

const HANDLERS: Record<StripeChange, Handler> = {
  'payment_intent.succeeded': (intent: Stripe.PaymentIntent, ctx) => settleIntent(intent, 'succeeded', ctx),
  'payment_intent.payment_failed': (intent: Stripe.PaymentIntent, ctx) => settleIntent(intent, 'failed', ctx),
  'invoice.paid': (invoice: Stripe.Invoice, ctx) => invoicePaid(invoice, ctx),
  'customer.subscription.deleted': (subscription: Stripe.Subscription, ctx) => subscriptionEnded(subscription, ctx),
  'charge.refunded': (charge: Stripe.Charge, ctx) => chargeRefunded(charge, ctx),
  // One handler for a dispute's whole life: each event carries the dispute as it is now.
  'charge.dispute.created': (dispute: Stripe.Dispute, ctx) => disputeChanged(dispute, ctx),
  'charge.dispute.updated': (dispute: Stripe.Dispute, ctx) => disputeChanged(dispute, ctx),
  'charge.dispute.closed': (dispute: Stripe.Dispute, ctx) => disputeChanged(dispute, ctx),
  'invoice.payment_failed': (invoice: Stripe.Invoice, ctx) => renewalFailed(invoice, ctx),
}

const repaired = (donation: { id: number }, change: string): StripeRepair => ({ donation_id: donation.id, change })

async function findDonation(ctx: Context, donationId: string | undefined, stripeField: keyof Donation, stripeId: string | null | undefined) {
  const or = [...(donationId && /^\d+$/.test(donationId) ? [{ id: { equals: Number(donationId) } }] : []), ...(stripeId ? [{ [stripeField]: { equals: stripeId } }] : [])]
  if (!or.length) return undefined
  // Only card gifts: a check recorded by staff never changes through Stripe, whatever ids it meets.
  const where: Where = { and: [{ method: { equals: 'card' } }, { or }] }
  const { docs } = await ctx.payload.find({ collection: 'donations', where, sort: 'createdAt', limit: 1, req: ctx.req })
  return docs[0]
}

/** One-time gifts (subscription invoices are settled by invoice.paid). */
async function settleIntent(intent: Stripe.PaymentIntent, outcome: 'succeeded' | 'failed', ctx: Context): Promise<StripeRepair | null> {
  const donation = await findDonation(ctx, intent.metadata?.donation_id, 'stripe_payment_intent_id', intent.id)
  // Every decline counts against card testing, whatever it changes of the gift (src/server/services/donations/declines.ts).
  if (outcome === 'failed') await recordDeclinedAttempt(intent, donation, ctx)
  if (!donation || donation.is_recurring) return null
  // Money received stays received, whatever arrives later (a dispute that came first included); a
  // failure already known is no news.
  if (donation.status === 'succeeded' || donation.status === 'refunded' || donation.status === 'disputed') return null
  if (outcome === 'failed' && donation.status === 'failed') return null
  const data =
    outcome === 'succeeded'
      ? { status: 'succeeded' as const, ...splitCharge(intent.amount_received || intent.amount, donation.fee_covered_cents), stripe_payment_intent_id: intent.id }
      : { status: 'failed' as const, stripe_payment_intent_id: intent.id }
  await ctx.payload.update({ collection: 'donations', id: donation.id, data, req: ctx.req })
  return repaired(donation, `${donation.status} → ${outcome}`)
}

/** The PaymentIntent that paid an invoice, when the event carries its payments (for refunds). */
function paymentIntentOf(invoice: Stripe.Invoice): string | null {
  const payment = invoice.payments?.data?.find((p) => p.payment?.payment_intent)?.payment.payment_intent
  return (typeof payment === 'string' ? payment : payment?.id) ?? null
}

function subscriptionOf(invoice: Stripe.Invoice): { id: string | null; donationId?: string } {
  const details = invoice.parent?.subscription_details
  const subscription = details?.subscription
  return {
    id: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
    donationId: details?.metadata?.donation_id,
  }
}

/**
 * The first invoice settles the monthly gift's row; every later one is a renewal row of its own.
 * A row that has it already gains only the PaymentIntent it lacked (a refund names it).
 */
async function invoicePaid(invoice: Stripe.Invoice, ctx: Context): Promise<StripeRepair | null> {
  const subscription = subscriptionOf(invoice)
  // A $0 invoice (a free trial, a fully discounted month) is no money received.
  if (!subscription.id || !invoice.amount_paid) return null
  const intent = paymentIntentOf(invoice)
  const already = await ctx.payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: invoice.id } }, limit: 1, req: ctx.req })
  const original = await findDonation(ctx, subscription.donationId, 'stripe_subscription_id', subscription.id)
  const settled = already.docs[0] ?? (invoice.billing_reason === 'subscription_create' ? original : undefined)
  if (settled) {
    if (settled.status === 'succeeded' || settled.status === 'refunded' || settled.status === 'disputed') {
      if (!intent || settled.stripe_payment_intent_id) return null
      await ctx.payload.update({ collection: 'donations', id: settled.id, data: { stripe_payment_intent_id: intent }, req: ctx.req })
      return repaired(settled, `gained its PaymentIntent ${intent}`)
    }
    await ctx.payload.update({
      collection: 'donations',
      id: settled.id,
      data: {
        status: 'succeeded',
        ...splitCharge(invoice.amount_paid, settled.fee_covered_cents),
        stripe_invoice_id: invoice.id,
        stripe_subscription_id: subscription.id,
        ...(intent && { stripe_payment_intent_id: intent }),
      },
      req: ctx.req,
    })
    return repaired(settled, `${settled.status} → succeeded (first month)`)
  }
  const renewal = await ctx.payload.create({
    collection: 'donations',
    data: { ...renewalRowOf(original, invoice, invoice.amount_paid), status: 'succeeded', stripe_subscription_id: subscription.id, stripe_payment_intent_id: intent },
    req: ctx.req,
  })
  return repaired(renewal, 'recorded (a monthly renewal)')
}

/**
 * A refund made in Stripe (in full or in part): the gift keeps the largest cumulative refunded
 * amount Stripe has told of, so a repeat or a late, older event never undoes a later one, and a
 * gift refunded in full becomes `refunded`. What was charged is the gift and the card fee the donor
 * covered, so "in full" is all of that; `refunded_cents` is what Stripe refunded of the charge,
 * counted against the gift (MONEY_KEPT, src/server/data/donations.ts, never below 0). It may come before the payment's own events: the row
 * exists from checkout (found by its PaymentIntent), and a later success keeps the refund.
 */
async function chargeRefunded(charge: Stripe.Charge, ctx: Context): Promise<StripeRepair | null> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  const donation = await findDonation(ctx, undefined, 'stripe_payment_intent_id', intentId)
  if (!donation) return null
  const refunded = Math.max(donation.refunded_cents ?? 0, charge.amount_refunded)
  const inFull = charge.refunded || refunded >= chargedOf(donation)
  // A disputed gift stays disputed; a won dispute then makes it `refunded` (stripeDisputes.ts).
  const status = inFull && donation.status !== 'disputed' ? ('refunded' as const) : donation.status
  if (refunded === (donation.refunded_cents ?? 0) && status === donation.status) return null
  await ctx.payload.update({ collection: 'donations', id: donation.id, data: { refunded_cents: refunded, status }, req: ctx.req })
  return repaired(donation, inFull ? 'refunded in full' : `${refunded} cents refunded`)
}

/**
 * A monthly gift whose subscription ended (a staff cancel, the donor in Stripe's portal, or Stripe
 * after failed renewals) records when; one that ends before its first payment is canceled, and paid
 * months stay as they are.
 */
async function subscriptionEnded(subscription: Stripe.Subscription, ctx: Context): Promise<StripeRepair | null> {
  const original = await findDonation(ctx, subscription.metadata?.donation_id, 'stripe_subscription_id', subscription.id)
  if (!original || original.subscription_canceled_at) return null
  const endedAt = new Date((subscription.canceled_at ?? subscription.ended_at ?? Date.now() / 1000) * 1000).toISOString()
  const data = { subscription_canceled_at: endedAt, ...(original.status === 'pending' && { status: 'canceled' as const }) }
  await ctx.payload.update({ collection: 'donations', id: original.id, data, req: ctx.req })
  return repaired(original, `monthly gift canceled ${endedAt.slice(0, 10)}`)
}
