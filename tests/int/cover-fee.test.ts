import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { coveredFeeCents } from '@/contracts/amounts'
import { STRIPE_US_CARD_FEE } from '@/lib/cardFee'

import type { StripeCall } from '../support/fakeStripe'
import { apiLogin, bearer, http, postJson } from '../support/http'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// "Add $X so all of my gift reaches the foundation" (issue 24): the card is charged the gift and
// the fee; the gift (amount_cents) and the fee covered (fee_covered_cents) are kept apart, and
// every total counts the gift.

let payload: Payload
let token: string
const deliver = (type: string, object: Record<string, unknown>) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object)
const calls = async (): Promise<StripeCall[]> => (await fetch(`${testStack().stripeURL}/__calls`)).json() as Promise<StripeCall[]>
const donation = (id: number) => payload.findByID({ collection: 'donations', id })
const stats = async () =>
  (await (await http('/api/donations/stats', { headers: bearer(token) })).json()) as { total_amount_cents: number; total_count: number; recurring_count: number; fee_covered_cents: number }

async function checkout(body: Record<string, unknown>) {
  const response = await postJson('/api/donations/checkout', { donor_email: `fee-${randomUUID()}@example.org`, ...body })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  return { id, intent: secret.split('_secret_')[0]! }
}

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('the covered fee', () => {
  it('is what makes the gift whole after Stripe’s 2.9% + 30¢, even with the fee rounded up', () => {
    expect(coveredFeeCents(10_000, STRIPE_US_CARD_FEE)).toBe(330) // $100 → $103.30
    expect(coveredFeeCents(2_500, STRIPE_US_CARD_FEE)).toBe(106) // $25 → $26.06
    expect(coveredFeeCents(0, STRIPE_US_CARD_FEE)).toBe(0)
    for (let gift = 100; gift <= 1_000_000; gift += 997) {
      const total = gift + coveredFeeCents(gift, STRIPE_US_CARD_FEE)
      const stripeFee = Math.ceil((total * 29) / 1000) + 30
      expect(total - stripeFee).toBeGreaterThanOrEqual(gift)
      expect(total - 1 - (Math.ceil(((total - 1) * 29) / 1000) + 30)).toBeLessThan(gift) // and not a cent more than that needs
    }
  })

  it('a one-time gift: the PaymentIntent is for gift + fee; after the webhook the gift is the amount, the fee apart, the stats count the gift', async () => {
    const before = await stats()
    const g = await checkout({ amount_cents: 10_000, cover_fee: true })
    const intentCall = (await calls()).find((c) => c.method === 'POST' && c.path === '/v1/payment_intents' && c.idempotencyKey === `donation-${g.id}-intent`)
    expect(Number(intentCall?.body.amount)).toBe(10_330)
    expect(await donation(g.id)).toMatchObject({ amount_cents: 10_000, fee_covered_cents: 330, status: 'pending' })

    await deliver('payment_intent.succeeded', { id: g.intent, object: 'payment_intent', amount: 10_330, amount_received: 10_330, metadata: { donation_id: String(g.id) } })
    expect(await donation(g.id)).toMatchObject({ amount_cents: 10_000, fee_covered_cents: 330, status: 'succeeded' })
    const after = await stats()
    expect(after.total_amount_cents).toBe(before.total_amount_cents + 10_000)
    expect(after.total_count).toBe(before.total_count + 1)
    expect(after.fee_covered_cents).toBe(before.fee_covered_cents + 330) // shown apart from the money kept

    const list = (await (await http('/api/donations/list', { headers: bearer(token) })).json()) as { id: number; amount_cents: number; fee_covered_cents: number; kept_cents: number }[]
    expect(list.find((d) => d.id === g.id)).toMatchObject({ amount_cents: 10_000, fee_covered_cents: 330, kept_cents: 10_000 })
  })

  it('without it, the charge is the gift and no fee is recorded', async () => {
    const g = await checkout({ amount_cents: 5_000 })
    const intentCall = (await calls()).find((c) => c.path === '/v1/payment_intents' && c.idempotencyKey === `donation-${g.id}-intent`)
    expect(Number(intentCall?.body.amount)).toBe(5_000)
    expect(await donation(g.id)).toMatchObject({ amount_cents: 5_000, fee_covered_cents: 0 })
  })

  it('a monthly gift: the subscription’s price is gift + fee; the first month and each renewal record the gift and the fee apart', async () => {
    const before = await stats()
    const g = await checkout({ amount_cents: 2_500, cover_fee: true, is_recurring: true, anonymous: true })
    const subscriptionCall = (await calls()).find((c) => c.path === '/v1/subscriptions' && c.idempotencyKey === `donation-${g.id}-subscription`)
    const items = subscriptionCall?.body.items as Record<string, { price_data: { unit_amount: string } }>
    expect(Number(items['0']!.price_data.unit_amount)).toBe(2_606)
    const row = await donation(g.id)
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(g.id) } } }
    await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 2_606, currency: 'usd', parent })
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', amount_cents: 2_500, fee_covered_cents: 106, is_anonymous: true })

    const invoice = `in_${randomUUID().slice(0, 12)}`
    await deliver('invoice.paid', { id: invoice, object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 2_606, currency: 'usd', customer: row.stripe_customer_id, parent })
    const [renewal] = (await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: invoice } } })).docs
    expect(renewal).toMatchObject({ status: 'succeeded', is_recurring: true, amount_cents: 2_500, fee_covered_cents: 106, is_anonymous: true })
    expect(renewal!.tribute?.kind ?? null).toBeNull()
    const after = await stats()
    expect(after.total_amount_cents).toBe(before.total_amount_cents + 5_000)
    expect(after.recurring_count).toBe(before.recurring_count + 2)

    // A month charged less than the fee (a discount, say) is all gift: never a gift of 0 or less.
    const cheap = `in_${randomUUID().slice(0, 12)}`
    await deliver('invoice.paid', { id: cheap, object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 100, currency: 'usd', customer: row.stripe_customer_id, parent })
    const [small] = (await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: cheap } } })).docs
    expect(small).toMatchObject({ amount_cents: 100, fee_covered_cents: 0 })
  })

  it('a full refund of a fee-covered gift (the whole charge) marks it refunded; a refund of the gift alone keeps nothing, and is not less than nothing', async () => {
    const g = await checkout({ amount_cents: 4_000, cover_fee: true })
    const charged = 4_000 + coveredFeeCents(4_000, STRIPE_US_CARD_FEE)
    await deliver('payment_intent.succeeded', { id: g.intent, object: 'payment_intent', amount: charged, amount_received: charged, metadata: { donation_id: String(g.id) } })
    const before = await stats()
    // Stripe's charge.refunded for the gift's part: not in full yet (the fee is still charged).
    await deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: g.intent, amount: charged, amount_refunded: 4_000, refunded: false })
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', refunded_cents: 4_000 })
    expect((await stats()).total_amount_cents).toBe(before.total_amount_cents - 4_000)
    // The rest: in full.
    await deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: g.intent, amount: charged, amount_refunded: charged, refunded: true })
    expect(await donation(g.id)).toMatchObject({ status: 'refunded', refunded_cents: charged, amount_cents: 4_000 })
    const after = await stats()
    expect(after.total_amount_cents).toBe(before.total_amount_cents - 4_000)
    expect(after.total_count).toBe(before.total_count - 1)

    // The whole charge refunded, by amount alone (no `refunded` flag): in full too.
    const h = await checkout({ amount_cents: 2_000, cover_fee: true })
    const hCharged = 2_000 + coveredFeeCents(2_000, STRIPE_US_CARD_FEE)
    await deliver('payment_intent.succeeded', { id: h.intent, object: 'payment_intent', amount: hCharged, amount_received: hCharged, metadata: { donation_id: String(h.id) } })
    await deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: h.intent, amount: hCharged, amount_refunded: hCharged, refunded: false })
    expect((await donation(h.id)).status).toBe('refunded')
  })
})
