import type { Payload } from 'payload'
import Stripe from 'stripe'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { StripeCall } from '../support/fakeStripe'
import { http, postJson } from '../support/http'
import { deliverStripeEvent } from '../support/stripeEvents'
import { getTestPayload } from '../support/payload'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

let payload: Payload
const sdk = new Stripe('sk_test_only_for_signing')
const calls = async (): Promise<StripeCall[]> => (await fetch(`${testStack().stripeURL}/__calls`)).json() as Promise<StripeCall[]>
const donation = (id: number) => payload.findByID({ collection: 'donations', id })

/** Sends a Stripe event to the webhook, signed the way Stripe signs (the SDK's test helper). */
const deliver = (type: string, object: Record<string, unknown>, eventId?: string) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object, eventId)

async function checkout(body: Record<string, unknown>) {
  const response = await postJson('/api/donations/checkout', body)
  return { status: response.status, body: (await response.json()) as { client_secret: string; donation_id: number; detail?: string; fields?: Record<string, string> } }
}

beforeAll(async () => {
  payload = await getTestPayload()
})
beforeEach(async () => {
  await fetch(`${testStack().stripeURL}/__reset`)
})

describe('POST /api/donations/checkout', () => {
  it('one-time: a pending row, then a PaymentIntent with the receipt email and the row id', async () => {
    const { status, body } = await checkout({ amount_cents: 5000, donor_name: 'Ann', donor_email: 'Ann@Example.org', is_recurring: false, dedication_note: 'For Dad' })
    expect(status).toBe(201)
    expect(body).toEqual({ client_secret: expect.stringMatching(/^pi_\w+_secret_\w+$/), donation_id: expect.any(Number), charged_cents: 5000 })
    const row = await donation(body.donation_id)
    expect(row).toMatchObject({ status: 'pending', amount_cents: 5000, donor_email: 'ann@example.org', is_recurring: false, dedication_note: 'For Dad' })
    const [call] = await calls()
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      body: { amount: '5000', currency: 'usd', receipt_email: 'ann@example.org', metadata: { donation_id: String(body.donation_id) } },
      idempotencyKey: `donation-${body.donation_id}-intent`,
    })
    expect(row.stripe_payment_intent_id).toBe(body.client_secret.split('_secret_')[0])
  })

  it('monthly: a Customer and a default_incomplete Subscription; the first invoice’s secret', async () => {
    const { status, body } = await checkout({ amount_cents: 2500, donor_email: 'monthly@example.org', is_recurring: true })
    expect(status).toBe(201)
    const made = await calls()
    expect(made.map((c) => c.path)).toEqual(['/v1/customers', '/v1/products', '/v1/subscriptions'])
    expect(made[2]!.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      items: { '0': { price_data: { unit_amount: '2500', currency: 'usd', recurring: { interval: 'month' } } } },
      metadata: { donation_id: String(body.donation_id) },
    })
    const row = await donation(body.donation_id)
    expect(row).toMatchObject({ status: 'pending', is_recurring: true })
    expect(row.stripe_subscription_id).toMatch(/^sub_/)
    expect(row.stripe_customer_id).toMatch(/^cus_/)
    expect(body.client_secret).toMatch(/^pi_\w+_secret_/)
  })

  it('validates with the spec’s messages', async () => {
    const low = await checkout({ amount_cents: 99 })
    expect(low.status).toBe(422)
    expect(low.body.fields).toEqual({ amount_cents: 'Amount must be at least $1' })
    expect((await checkout({ amount_cents: 'ten' })).body.fields?.amount_cents).toBe('Please enter a valid amount')
    expect((await checkout({ amount_cents: 25.5 })).body.fields?.amount_cents).toBe('Please enter a valid amount')
    expect((await checkout({ amount_cents: 2000, donor_email: 'nope' })).body.fields).toEqual({ donor_email: 'Invalid email' })
    expect((await checkout({ amount_cents: 2_000_000_000 })).status).toBe(422)
    expect(await calls()).toEqual([])
  })
})

describe('POST /api/donations/webhook', () => {
  it('refuses a missing or wrong signature', async () => {
    const missing = await http('/api/donations/webhook', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { detail: string }).detail).toBe('Missing Stripe-Signature header.')
    const forged = await http('/api/donations/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': sdk.webhooks.generateTestHeaderString({ payload: '{"id":"evt_x"}', secret: 'whsec_wrong' }) },
      body: '{"id":"evt_x"}',
    })
    expect(forged.status).toBe(400)
    expect(((await forged.json()) as { detail: string }).detail).toBe('The Stripe signature does not match.')
  })

  it('success settles a one-time gift with the amount charged; the same event twice changes nothing', async () => {
    const { body } = await checkout({ amount_cents: 4000 })
    const intent = {
      id: (await donation(body.donation_id)).stripe_payment_intent_id,
      object: 'payment_intent',
      amount: 4000,
      amount_received: 4000,
      metadata: { donation_id: String(body.donation_id) },
    }
    const first = await deliver('payment_intent.succeeded', intent)
    expect(first).toMatchObject({ status: 200, body: { outcome: 'applied' } })
    expect(await donation(body.donation_id)).toMatchObject({ status: 'succeeded', amount_cents: 4000 })
    const again = await deliver('payment_intent.succeeded', { ...intent, amount_received: 1 }, first.eventId)
    expect(again.body.outcome).toBe('duplicate')
    expect((await donation(body.donation_id)).amount_cents).toBe(4000)
  })

  it('ten concurrent copies of one event all get 200, and the totals change once', async () => {
    const { body } = await checkout({ amount_cents: 1500, is_recurring: true })
    const row = await donation(body.donation_id)
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(body.donation_id) } } }
    const renewal = { id: `in_concurrent_${Date.now()}`, object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 1500, currency: 'usd', customer: row.stripe_customer_id, parent }
    const succeededTotal = async () =>
      (await payload.find({ collection: 'donations', where: { status: { equals: 'succeeded' } }, limit: 0, pagination: false })).docs.reduce((sum, d) => sum + d.amount_cents, 0)
    const before = await succeededTotal()
    const eventId = `evt_concurrent_${Date.now()}`
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver('invoice.paid', renewal, eventId)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
    expect(answers.filter((a) => a.body.outcome === 'applied')).toHaveLength(1)
    expect(answers.filter((a) => a.body.outcome === 'duplicate')).toHaveLength(9)
    expect(await succeededTotal()).toBe(before + 1500)
    expect((await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: renewal.id } } })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'stripe-events', where: { event_id: { equals: eventId } } })).totalDocs).toBe(1)
  })

  it('failure marks a pending gift failed, but never undoes money received (any order)', async () => {
    const a = await checkout({ amount_cents: 3000 })
    const intentA = {
      id: (await donation(a.body.donation_id)).stripe_payment_intent_id,
      object: 'payment_intent',
      amount: 3000,
      amount_received: 0,
      metadata: { donation_id: String(a.body.donation_id) },
    }
    await deliver('payment_intent.payment_failed', intentA)
    expect((await donation(a.body.donation_id)).status).toBe('failed')

    const b = await checkout({ amount_cents: 3500 })
    const intentB = {
      id: (await donation(b.body.donation_id)).stripe_payment_intent_id,
      object: 'payment_intent',
      amount: 3500,
      amount_received: 3500,
      metadata: { donation_id: String(b.body.donation_id) },
    }
    await deliver('payment_intent.succeeded', intentB)
    await deliver('payment_intent.payment_failed', { ...intentB, amount_received: 0 })
    expect((await donation(b.body.donation_id)).status).toBe('succeeded')
  })

  it('monthly: the first invoice settles the gift, each renewal is a row of its own, once', async () => {
    const { body } = await checkout({ amount_cents: 2500, donor_name: 'Joe', donor_email: 'joe@example.org', is_recurring: true })
    const row = await donation(body.donation_id)
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(body.donation_id) } } }
    await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 2500, currency: 'usd', parent })
    expect(await donation(body.donation_id)).toMatchObject({ status: 'succeeded', amount_cents: 2500 })

    const renewal = { id: 'in_renewal_' + Date.now(), object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 2500, currency: 'usd', customer: row.stripe_customer_id, parent }
    await deliver('invoice.paid', renewal)
    await deliver('invoice.paid', renewal) // Stripe may send the same news as a new event
    const rows = await payload.find({ collection: 'donations', where: { stripe_subscription_id: { equals: row.stripe_subscription_id } }, sort: 'createdAt' })
    expect(rows.docs).toHaveLength(2)
    expect(rows.docs[1]).toMatchObject({ status: 'succeeded', is_recurring: true, amount_cents: 2500, donor_name: 'Joe', donor_email: 'joe@example.org', stripe_invoice_id: renewal.id })
  })

  it('a renewal of a subscription made elsewhere is recorded, keeping only a name and email our rules accept', async () => {
    const subscription = `sub_elsewhere_${Date.now()}`
    const parent = { type: 'subscription_details', subscription_details: { subscription, metadata: {} } }
    const renewal = {
      id: `in_elsewhere_${Date.now()}`,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 1800,
      currency: 'usd',
      parent,
      customer_email: 'not an email',
      customer_name: 'x'.repeat(300),
    }
    expect((await deliver('invoice.paid', renewal)).body.outcome).toBe('applied')
    const rows = await payload.find({ collection: 'donations', where: { stripe_subscription_id: { equals: subscription } } })
    expect(rows.docs).toHaveLength(1)
    expect(rows.docs[0]).toMatchObject({ status: 'succeeded', amount_cents: 1800, donor_email: null, donor_name: null })
  })

  it('a renewal that arrives before the first invoice still settles both', async () => {
    const { body } = await checkout({ amount_cents: 1500, is_recurring: true })
    const row = await donation(body.donation_id)
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(body.donation_id) } } }
    await deliver('invoice.paid', { id: 'in_early_' + Date.now(), object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 1500, currency: 'usd', parent })
    await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 1500, currency: 'usd', parent })
    const rows = await payload.find({ collection: 'donations', where: { stripe_subscription_id: { equals: row.stripe_subscription_id } } })
    expect(rows.docs.map((d) => d.status).sort()).toEqual(['succeeded', 'succeeded'])
  })

  it('a cancellation before the first payment cancels the gift; paid months stay', async () => {
    const unpaid = await checkout({ amount_cents: 2000, is_recurring: true })
    const unpaidRow = await donation(unpaid.body.donation_id)
    await deliver('customer.subscription.deleted', { id: unpaidRow.stripe_subscription_id, object: 'subscription', metadata: { donation_id: String(unpaidRow.id) } })
    expect((await donation(unpaidRow.id)).status).toBe('canceled')
  })

  it('ignores events it does not handle', async () => {
    expect((await deliver('charge.refund.updated', { id: 're_1', object: 'refund' })).body.outcome).toBe('ignored')
  })
})
