import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { http, postJson } from '../support/http'
import { getTestPayload } from '../support/payload'
import { testStack } from '../support/stack'

let payload: Payload
/** Every call to the fake Stripe waits `seconds` before it is answered (0 releases them). */
const stripeHangs = (seconds: number) => fetch(`${testStack().stripeURL}/__hang?seconds=${seconds}`)

beforeAll(async () => {
  payload = await getTestPayload()
})
afterEach(async () => {
  await stripeHangs(0)
})

describe('when Stripe does not answer', () => {
  it('checkout answers a clear 503 within 15 s, and the gift it started is marked failed', async () => {
    await stripeHangs(60)
    const started = Date.now()
    const response = await postJson('/api/donations/checkout', { amount_cents: 2500, donor_email: 'hang@example.org' })
    const seconds = (Date.now() - started) / 1000
    expect(response.status).toBe(503)
    expect(((await response.json()) as { detail: string }).detail).toBe('We could not reach our payment provider. Please try again in a moment.')
    expect(seconds).toBeLessThan(15)
    const { docs } = await payload.find({ collection: 'donations', where: { donor_email: { equals: 'hang@example.org' } }, sort: '-createdAt', limit: 1 })
    expect(docs[0]?.status).toBe('failed')
  }, 30_000)

  it('the thank-you view says within 10 s that the payment is not confirmed yet, never that no money was taken', async () => {
    // A real payment, so only Stripe's silence stands between the visitor and the answer.
    const { client_secret: secret } = (await (await postJson('/api/donations/checkout', { amount_cents: 3000 })).json()) as { client_secret: string }
    const intent = secret.split('_secret_')[0]!
    await stripeHangs(60)
    const started = Date.now()
    const response = await http(`/donate?success=true&payment_intent=${intent}&payment_intent_client_secret=${secret}`)
    const seconds = (Date.now() - started) / 1000
    const html = await response.text()
    expect(response.status).toBe(200)
    expect(seconds).toBeLessThan(10)
    expect(html).toContain('We could not confirm your payment yet. If it went through, a receipt will come to you by email.')
    expect(html).not.toContain('No money was taken')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  }, 30_000)

  it('once Stripe answers again, the same view says what Stripe says', async () => {
    const { client_secret: secret } = (await (await postJson('/api/donations/checkout', { amount_cents: 3100 })).json()) as { client_secret: string }
    const intent = secret.split('_secret_')[0]!
    const html = await (await http(`/donate?success=true&payment_intent=${intent}&payment_intent_client_secret=${secret}`)).text()
    expect(html).toContain('Your payment did not go through') // never confirmed by a card
    expect(html).not.toContain('We could not confirm your payment yet')
  })
})
