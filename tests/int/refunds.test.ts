import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { postChunked } from '../support/chunked'
import type { StripeCall } from '../support/fakeStripe'
import { apiLogin, baseURL, bearer, http, postJson, sendJson } from '../support/http'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

let payload: Payload
let token: string
const deliver = (type: string, object: Record<string, unknown>) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object)
const donation = (id: number) => payload.findByID({ collection: 'donations', id })
const stats = async () => (await (await http('/api/donations/stats', { headers: bearer(token) })).json()) as { total_amount_cents: number; total_count: number }

/** A one-time gift started through checkout: its row id and PaymentIntent id. */
async function gift(amount: number, email = `refund-${randomUUID()}@example.org`) {
  const { client_secret: secret, donation_id: id } = (await (await postJson('/api/donations/checkout', { amount_cents: amount, donor_email: email })).json()) as {
    client_secret: string
    donation_id: number
  }
  return { id, intent: secret.split('_secret_')[0]!, email }
}
const succeeded = (g: { id: number; intent: string }, amount: number) =>
  deliver('payment_intent.succeeded', { id: g.intent, object: 'payment_intent', amount, amount_received: amount, metadata: { donation_id: String(g.id) } })
const refunded = (g: { intent: string }, amount: number, refundedCents: number) =>
  deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: g.intent, amount, amount_refunded: refundedCents, refunded: refundedCents >= amount })

/** A refusal: its status and the sentence it says. */
async function expectRefused(answer: Promise<Response>, status: number, detail: string) {
  const response = await answer
  expect(response.status).toBe(status)
  expect(((await response.json()) as { detail: string }).detail).toBe(detail)
}

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('refunds made in Stripe (charge.refunded)', () => {
  it('a full refund makes the gift refunded and takes it out of the totals', async () => {
    const g = await gift(4000)
    await succeeded(g, 4000)
    const before = await stats()
    expect((await refunded(g, 4000, 4000)).body.outcome).toBe('applied')
    expect(await donation(g.id)).toMatchObject({ status: 'refunded', refunded_cents: 4000 })
    const after = await stats()
    expect(after.total_amount_cents).toBe(before.total_amount_cents - 4000)
    expect(after.total_count).toBe(before.total_count - 1)
  })

  it('a partial refund keeps the gift and counts only the money kept; later refunds add up, older news never undoes them', async () => {
    const g = await gift(5000)
    await succeeded(g, 5000)
    const before = await stats()
    await refunded(g, 5000, 1000)
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', refunded_cents: 1000 })
    expect((await stats()).total_amount_cents).toBe(before.total_amount_cents - 1000)
    await refunded(g, 5000, 2500) // a second partial refund: Stripe sends the cumulative amount
    expect((await refunded(g, 5000, 1000)).body.outcome).toBe('ignored') // the first, delivered again late
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', refunded_cents: 2500 })
    const after = await stats()
    expect(after.total_amount_cents).toBe(before.total_amount_cents - 2500)
    expect(after.total_count).toBe(before.total_count)
  })

  it('a refund that arrives before the payment’s own event is kept when the payment lands', async () => {
    const full = await gift(3000)
    await refunded(full, 3000, 3000)
    await succeeded(full, 3000)
    expect(await donation(full.id)).toMatchObject({ status: 'refunded', refunded_cents: 3000 })

    const part = await gift(3000)
    await refunded(part, 3000, 500)
    await succeeded(part, 3000)
    expect(await donation(part.id)).toMatchObject({ status: 'succeeded', refunded_cents: 500 })
  })

  it('the first payment of a monthly gift can be refunded: its PaymentIntent is known from checkout', async () => {
    const { client_secret: secret, donation_id: id } = (await (await postJson('/api/donations/checkout', { amount_cents: 1500, is_recurring: true })).json()) as {
      client_secret: string
      donation_id: number
    }
    const row = await donation(id)
    expect(row.stripe_payment_intent_id).toBe(secret.split('_secret_')[0])
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(id) } } }
    await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 1500, currency: 'usd', parent })
    await refunded({ intent: row.stripe_payment_intent_id! }, 1500, 1500)
    expect(await donation(id)).toMatchObject({ status: 'refunded', refunded_cents: 1500 })
    // The first invoice's event delivered again does not make it succeeded again.
    await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 1500, currency: 'usd', parent })
    expect((await donation(id)).status).toBe('refunded')
  })

  it('the staff list and the CSV show the money kept', async () => {
    const g = await gift(2000)
    await succeeded(g, 2000)
    await refunded(g, 2000, 500)
    const list = (await (await http('/api/donations/list', { headers: bearer(token) })).json()) as { id: number; amount_cents: number; refunded_cents: number }[]
    expect(list.find((d) => d.id === g.id)).toMatchObject({ amount_cents: 2000, refunded_cents: 500 })
    const csv = await (await http('/api/donations/export.csv', { headers: bearer(token) })).text()
    const line = csv.split('\r\n').find((l) => l.startsWith(`${g.id},`))
    expect(line?.split(',')[2]).toBe('15.00')
  })

  it('a refund of a charge that is not one of our gifts changes nothing', async () => {
    expect((await deliver('charge.refunded', { id: 'ch_other', object: 'charge', payment_intent: 'pi_not_ours', amount: 100, amount_refunded: 100, refunded: true })).body.outcome).toBe('ignored')
  })
})

describe('staff refund a gift: POST /api/donations/{id}/refund', () => {
  const refundCalls = async () => ((await (await fetch(`${testStack().stripeURL}/__calls`)).json()) as StripeCall[]).filter((c) => c.path === '/v1/refunds')
  const ask = (id: number, body: Record<string, unknown> = {}) => sendJson('POST', `/api/donations/${id}/refund`, body, token)

  it('asks Stripe with one idempotency key (a second click is the same request), changes nothing until Stripe confirms', async () => {
    const g = await gift(6000)
    await succeeded(g, 6000)
    const before = (await refundCalls()).length
    const first = await ask(g.id)
    const second = await ask(g.id)
    expect([first.status, second.status]).toEqual([202, 202])
    expect(await first.json()).toEqual({ message: 'Refund requested. The gift will show it once Stripe confirms.' })
    const made = (await refundCalls()).slice(before)
    expect(made).toHaveLength(2)
    expect(new Set(made.map((c) => c.idempotencyKey))).toEqual(new Set([`donation-${g.id}-refund-0-6000`]))
    expect(made[0]!.body).toMatchObject({ payment_intent: g.intent, amount: '6000', metadata: { donation_id: String(g.id) } })
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
    await refunded(g, 6000, 6000) // Stripe's webhook
    expect(await donation(g.id)).toMatchObject({ status: 'refunded', refunded_cents: 6000 })
    expect((await ask(g.id)).status).toBe(409)
  })

  it('a part of a gift; never more than is left', async () => {
    const g = await gift(5000)
    await succeeded(g, 5000)
    expect((await ask(g.id, { amount_cents: 1200 })).status).toBe(202)
    await refunded(g, 5000, 1200)
    const tooMuch = await ask(g.id, { amount_cents: 4000 })
    expect(tooMuch.status).toBe(422)
    expect(((await tooMuch.json()) as { fields: Record<string, string> }).fields).toEqual({ amount_cents: 'At most $38 can still be refunded.' })
    expect(((await (await ask(g.id, { amount_cents: 0 })).json()) as { fields: Record<string, string> }).fields).toEqual({ amount_cents: 'Please enter a valid amount' })
  })

  it('refuses a gift that has not succeeded, and an unknown one', async () => {
    await expectRefused(ask((await gift(2200)).id), 409, 'Only a card gift that succeeded can be refunded.')
    await expectRefused(ask(999_999), 404, 'Not found.')
  })
})

describe('staff cancel a monthly gift: POST /api/donations/{id}/cancel', () => {
  const cancelCalls = async () => ((await (await fetch(`${testStack().stripeURL}/__calls`)).json()) as StripeCall[]).filter((c) => c.method === 'DELETE' && c.path.startsWith('/v1/subscriptions/'))
  const ask = (id: number) => sendJson('POST', `/api/donations/${id}/cancel`, {}, token)

  it('Stripe cancels the subscription; the gift shows when once Stripe confirms, and its paid months stay', async () => {
    const { donation_id: id } = (await (await postJson('/api/donations/checkout', { amount_cents: 1500, is_recurring: true })).json()) as { donation_id: number }
    const row = await donation(id)
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(id) } } }
    await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 1500, currency: 'usd', parent })
    const before = (await cancelCalls()).length
    const answer = await ask(id)
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ message: 'Cancellation requested. The gift will show it once Stripe confirms.' })
    const made = (await cancelCalls()).slice(before)
    expect(made).toEqual([expect.objectContaining({ path: `/v1/subscriptions/${row.stripe_subscription_id}`, idempotencyKey: `donation-${id}-cancel` })])
    expect((await donation(id)).subscription_canceled_at).toBeFalsy()

    const canceledAt = Math.floor(Date.UTC(2031, 8, 11, 15) / 1000)
    await deliver('customer.subscription.deleted', { id: row.stripe_subscription_id, object: 'subscription', canceled_at: canceledAt, metadata: { donation_id: String(id) } })
    expect(await donation(id)).toMatchObject({ status: 'succeeded', subscription_canceled_at: '2031-09-11T15:00:00.000Z' })
    const list = (await (await http('/api/donations/list', { headers: bearer(token) })).json()) as { id: number; subscription_canceled_at: string | null }[]
    expect(list.find((d) => d.id === id)?.subscription_canceled_at).toBe('2031-09-11T15:00:00.000Z')
    await expectRefused(ask(id), 409, 'This monthly gift is already canceled.')
  })

  it('refuses a one-time gift and an unknown one', async () => {
    await expectRefused(ask((await gift(2000)).id), 409, 'Only a monthly card gift can be canceled.')
    await expectRefused(ask(999_999), 404, 'Not found.')
  })
})

describe('the staff actions and what a stranger sends', () => {
  it('a stranger streaming 50 MB to either action is turned away with 401 before most of it is sent', async () => {
    const g = await gift(1000)
    for (const action of ['refund', 'cancel']) {
      const answer = await postChunked(`${baseURL()}/api/donations/${g.id}/${action}`, { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.78' }, 50 * 1024 * 1024)
      expect(answer.status, action).toBe(401)
      expect(answer.sentBytes, action).toBeLessThan(50 * 1024 * 1024)
    }
    expect(await donation(g.id)).toMatchObject({ status: 'pending', refunded_cents: 0 })
  })

  it('staff sending a body over 64 KB to refund get 413, chunked or not', async () => {
    const g = await gift(1000)
    await succeeded(g, 1000)
    const huge = JSON.stringify({ amount_cents: 100, note: 'x'.repeat(70 * 1024) })
    expect((await sendJson('POST', `/api/donations/${g.id}/refund`, JSON.parse(huge), token)).status).toBe(413)
    const chunked = await postChunked(`${baseURL()}/api/donations/${g.id}/refund`, { 'Content-Type': 'application/json', ...bearer(token) }, 5 * 1024 * 1024)
    expect(chunked.status).toBe(413)
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', refunded_cents: 0 })
  })
})
