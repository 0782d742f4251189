import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import type { StripeCall } from '../support/fakeStripe'
import { http } from '../support/http'
import { testStack } from '../support/stack'

// The checkout answers what the card will be charged (`charged_cents`, issue 32): the donate form's
// card step shows it rather than doing the sum again. It is what Stripe was asked for, with or
// without the covered fee, and a copy of the request (one Idempotency-Key) gets the same.

type Answer = { client_secret: string; donation_id: number; charged_cents: number }

const calls = async (): Promise<StripeCall[]> => (await fetch(`${testStack().stripeURL}/__calls`)).json() as Promise<StripeCall[]>

async function checkout(body: Record<string, unknown>, key: string): Promise<Answer> {
  const response = await http('/api/donations/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as Answer
}

/** What the fake Stripe was asked to charge for the gift: its PaymentIntent, or its monthly price. */
async function askedOfStripe(donationId: number): Promise<number | undefined> {
  const all = await calls()
  const intent = all.find((c) => c.path === '/v1/payment_intents' && c.idempotencyKey === `donation-${donationId}-intent`)
  if (intent) return Number(intent.body.amount)
  const subscription = all.find((c) => c.path === '/v1/subscriptions' && c.idempotencyKey === `donation-${donationId}-subscription`)
  const items = subscription?.body.items as Record<string, { price_data: { unit_amount: string } }> | undefined
  return items && Number(items['0']!.price_data.unit_amount)
}

describe('POST /api/donations/checkout answers the amount charged', () => {
  it.each([
    ['a one-time gift with the fee covered', { amount_cents: 10_000, cover_fee: true }, 10_330],
    ['a one-time gift without it', { amount_cents: 5_000 }, 5_000],
    ['a monthly gift with the fee covered', { amount_cents: 2_500, cover_fee: true, is_recurring: true }, 2_606],
  ])('%s: the PaymentIntent’s amount, and the same again for a copy of the request', async (_name, gift, charged) => {
    const body = { ...gift, donor_email: `charged-${randomUUID()}@example.org` }
    const key = randomUUID()
    const first = await checkout(body, key)
    expect(first.charged_cents).toBe(charged)
    expect(await askedOfStripe(first.donation_id)).toBe(charged)

    const replay = await checkout(body, key) // the stored answer, read back after the first is done
    expect(replay).toEqual(first)
  })

  it('OpenAPI describes charged_cents in the answer', async () => {
    const doc = (await (await http('/api/openapi.json')).json()) as {
      paths: Record<string, { post: { responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> }> } }>
    }
    const schema = doc.paths['/api/donations/checkout']!.post.responses['201']!.content['application/json']!.schema
    expect(schema.properties).toHaveProperty('charged_cents')
    expect(schema.required).toContain('charged_cents')
  })
})
