import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import type Stripe from 'stripe'
import type * as z from 'zod/mini'

import { donationFields } from '@/contracts/donate'
import { isUniqueViolation } from '@/lib/postgres'
import type { Donation } from '@/payload-types'

import { getPayloadClient } from '../payload'

/**
 * What Stripe knows of a donor, kept only if it passes the donation's own rule: a gift Stripe has
 * taken is always recorded, without a name or email our forms would not accept.
 */
const storable = (rule: z.ZodMiniType, value: string | null | undefined): string | null =>
  value && rule.safeParse(value).success ? value : null

type Context = { payload: Payload; req: PayloadRequest }

/**
 * Applies one verified Stripe event. The webhook is the only thing that marks money as received.
 * The event id is recorded in the same transaction as its effect, so a repeat changes nothing;
 * every handler looks rows up by Stripe ids and metadata, so events may arrive in any order.
 */
export async function applyStripeEvent(event: Stripe.Event): Promise<'applied' | 'duplicate' | 'ignored'> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const seen = await payload.find({ collection: 'stripe-events', where: { event_id: { equals: event.id } }, limit: 1, req })
    if (seen.docs.length) {
      await commitTransaction(req)
      return 'duplicate'
    }
    await payload.create({ collection: 'stripe-events', data: { event_id: event.id, type: event.type }, req })
    const handled = await HANDLERS[event.type]?.(event.data.object as never, { payload, req })
    await commitTransaction(req)
    return handled === false || !HANDLERS[event.type] ? 'ignored' : 'applied'
  } catch (error) {
    await killTransaction(req)
    if (isUniqueViolation(error)) return 'duplicate' // a concurrent delivery of the same event won
    throw error
  }
}

type Handler = (object: never, ctx: Context) => Promise<boolean>

const HANDLERS: Partial<Record<Stripe.Event.Type, Handler>> = {
  'payment_intent.succeeded': (intent: Stripe.PaymentIntent, ctx) => settleIntent(intent, 'succeeded', ctx),
  'payment_intent.payment_failed': (intent: Stripe.PaymentIntent, ctx) => settleIntent(intent, 'failed', ctx),
  'invoice.paid': (invoice: Stripe.Invoice, ctx) => invoicePaid(invoice, ctx),
  'customer.subscription.deleted': (subscription: Stripe.Subscription, ctx) => subscriptionEnded(subscription, ctx),
  'charge.refunded': (charge: Stripe.Charge, ctx) => chargeRefunded(charge, ctx),
}

async function findDonation(ctx: Context, donationId: string | undefined, stripeField: keyof Donation, stripeId: string | null | undefined) {
  const or = [
    ...(donationId && /^\d+$/.test(donationId) ? [{ id: { equals: Number(donationId) } }] : []),
    ...(stripeId ? [{ [stripeField]: { equals: stripeId } }] : []),
  ]
  if (!or.length) return undefined
  const { docs } = await ctx.payload.find({ collection: 'donations', where: { or }, sort: 'createdAt', limit: 1, req: ctx.req })
  return docs[0]
}

/** One-time gifts (subscription invoices are settled by invoice.paid). */
async function settleIntent(intent: Stripe.PaymentIntent, outcome: 'succeeded' | 'failed', ctx: Context): Promise<boolean> {
  const donation = await findDonation(ctx, intent.metadata?.donation_id, 'stripe_payment_intent_id', intent.id)
  if (!donation || donation.is_recurring) return false
  // Money received stays received, whatever arrives later.
  if (donation.status === 'succeeded' || donation.status === 'refunded') return false
  const data =
    outcome === 'succeeded'
      ? { status: 'succeeded' as const, amount_cents: intent.amount_received || intent.amount, stripe_payment_intent_id: intent.id }
      : { status: 'failed' as const, stripe_payment_intent_id: intent.id }
  await ctx.payload.update({ collection: 'donations', id: donation.id, data, req: ctx.req })
  return true
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

/** The first invoice settles the monthly gift's row; every later one is a renewal row of its own. */
async function invoicePaid(invoice: Stripe.Invoice, ctx: Context): Promise<boolean> {
  const subscription = subscriptionOf(invoice)
  if (!subscription.id) return false
  const already = await ctx.payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: invoice.id } }, limit: 1, req: ctx.req })
  const original = await findDonation(ctx, subscription.donationId, 'stripe_subscription_id', subscription.id)
  const settled = already.docs[0] ?? (invoice.billing_reason === 'subscription_create' ? original : undefined)
  if (settled) {
    if (settled.status === 'succeeded' || settled.status === 'refunded') return false
    await ctx.payload.update({
      collection: 'donations',
      id: settled.id,
      data: { status: 'succeeded', amount_cents: invoice.amount_paid, stripe_invoice_id: invoice.id, stripe_subscription_id: subscription.id },
      req: ctx.req,
    })
    return true
  }
  await ctx.payload.create({
    collection: 'donations',
    data: {
      amount_cents: invoice.amount_paid,
      currency: invoice.currency || 'usd',
      status: 'succeeded',
      is_recurring: true,
      donor_name: original?.donor_name ?? storable(donationFields.donor_name, invoice.customer_name),
      donor_email: original?.donor_email ?? storable(donationFields.donor_email, invoice.customer_email),
      dedication_note: original?.dedication_note ?? null,
      stripe_invoice_id: invoice.id,
      stripe_subscription_id: subscription.id,
      stripe_customer_id: typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? null),
      stripe_payment_intent_id: paymentIntentOf(invoice),
    },
    req: ctx.req,
  })
  return true
}

/**
 * A refund made in Stripe (in full or in part): the gift keeps the largest cumulative refunded
 * amount Stripe has told of, so a repeat or a late, older event never undoes a later one, and a
 * gift refunded in full becomes `refunded`. It may come before the payment's own events: the row
 * exists from checkout (found by its PaymentIntent), and a later success keeps the refund.
 */
async function chargeRefunded(charge: Stripe.Charge, ctx: Context): Promise<boolean> {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  const donation = await findDonation(ctx, undefined, 'stripe_payment_intent_id', intentId)
  if (!donation) return false
  const refunded = Math.max(donation.refunded_cents ?? 0, charge.amount_refunded)
  const inFull = charge.refunded || refunded >= donation.amount_cents
  const status = inFull ? ('refunded' as const) : donation.status
  if (refunded === (donation.refunded_cents ?? 0) && status === donation.status) return false
  await ctx.payload.update({ collection: 'donations', id: donation.id, data: { refunded_cents: refunded, status }, req: ctx.req })
  return true
}

/**
 * A monthly gift whose subscription ended (a staff cancel, the donor in Stripe's portal, or Stripe
 * after failed renewals) records when; one that ends before its first payment is canceled, and paid
 * months stay as they are.
 */
async function subscriptionEnded(subscription: Stripe.Subscription, ctx: Context): Promise<boolean> {
  const original = await findDonation(ctx, subscription.metadata?.donation_id, 'stripe_subscription_id', subscription.id)
  if (!original || original.subscription_canceled_at) return false
  const endedAt = new Date((subscription.canceled_at ?? subscription.ended_at ?? Date.now() / 1000) * 1000).toISOString()
  const data = { subscription_canceled_at: endedAt, ...(original.status === 'pending' && { status: 'canceled' as const }) }
  await ctx.payload.update({ collection: 'donations', id: original.id, data, req: ctx.req })
  return true
}
