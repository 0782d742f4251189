import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import type { StripeCall } from '../support/fakeStripe'
import { http } from '../support/http'
import { getTestPayload } from '../support/payload'
import { testStack } from '../support/stack'

let payload: Payload
const calls = async (): Promise<StripeCall[]> => (await fetch(`${testStack().stripeURL}/__calls`)).json() as Promise<StripeCall[]>

/** POST /api/donations/checkout as the donate form sends it, with an Idempotency-Key. */
async function checkout(body: Record<string, unknown>, key?: string) {
  const response = await http('/api/donations/checkout', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key !== undefined && { 'Idempotency-Key': key }) },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as { client_secret: string; donation_id: number; detail?: string } }
}
const rowsFor = async (email: string) => (await payload.find({ collection: 'donations', where: { donor_email: { equals: email } }, limit: 0, pagination: false })).docs

beforeEach(async () => {
  payload = await getTestPayload() // the same client every time
  await fetch(`${testStack().stripeURL}/__reset`)
})

describe('one charge per click: POST /api/donations/checkout with an Idempotency-Key', () => {
  it('two identical one-time checkouts at the same moment get one answer, one row and one PaymentIntent', async () => {
    const email = `twice-${randomUUID()}@example.org`
    const key = randomUUID()
    const [a, b] = await Promise.all([checkout({ amount_cents: 2500, donor_email: email }, key), checkout({ amount_cents: 2500, donor_email: email }, key)])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(b.body).toEqual(a.body)
    expect(await rowsFor(email)).toHaveLength(1)
    expect((await calls()).filter((c) => c.path === '/v1/payment_intents')).toHaveLength(1)
    const later = await checkout({ amount_cents: 2500, donor_email: email }, key) // a retry after the answer
    expect(later.body).toEqual(a.body)
    expect(await rowsFor(email)).toHaveLength(1)
  })

  it('a monthly gift sent twice at once makes one customer and one subscription', async () => {
    const email = `monthly-twice-${randomUUID()}@example.org`
    const key = randomUUID()
    const answers = await Promise.all([1, 2, 3].map(() => checkout({ amount_cents: 1500, donor_email: email, is_recurring: true }, key)))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(new Set(answers.map((a) => a.body.client_secret)).size).toBe(1)
    expect(await rowsFor(email)).toHaveLength(1)
    const made = await calls()
    expect(made.filter((c) => c.path === '/v1/customers')).toHaveLength(1)
    expect(made.filter((c) => c.path === '/v1/subscriptions')).toHaveLength(1)
  })

  it('a key reused for a different gift is refused with 409, and starts nothing', async () => {
    const email = `reused-${randomUUID()}@example.org`
    const key = randomUUID()
    expect((await checkout({ amount_cents: 2500, donor_email: email }, key)).status).toBe(201)
    const other = await checkout({ amount_cents: 9900, donor_email: email }, key)
    expect(other.status).toBe(409)
    expect(other.body.detail).toMatch(/already used for a different gift/)
    expect(await rowsFor(email)).toHaveLength(1)
  })

  it('a malformed key is a 400; without a key the endpoint behaves as before (two requests, two gifts)', async () => {
    expect((await checkout({ amount_cents: 2500 }, '')).status).toBe(400)
    expect((await checkout({ amount_cents: 2500 }, 'x'.repeat(256))).status).toBe(400)
    expect((await checkout({ amount_cents: 2500 }, 'with space')).body.detail).toBe('The Idempotency-Key header must be 1 to 255 visible characters.')
    const email = `no-key-${randomUUID()}@example.org`
    const [a, b] = await Promise.all([checkout({ amount_cents: 2500, donor_email: email }), checkout({ amount_cents: 2500, donor_email: email })])
    expect(a.body.donation_id).not.toBe(b.body.donation_id)
    expect(await rowsFor(email)).toHaveLength(2)
  })

  it('OpenAPI describes the header and the 409', async () => {
    const doc = (await (await http('/api/openapi.json')).json()) as { paths: Record<string, { post: { parameters: { name: string; in: string }[]; responses: Record<string, unknown> } }> }
    const operation = doc.paths['/api/donations/checkout']!.post
    expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]))
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '422', '429', '503']))
  })
})
