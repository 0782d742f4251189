import { randomBytes } from 'node:crypto'

import { beforeEach, describe, expect, it } from 'vitest'

import type { StripeCall } from '../support/fakeStripe'
import { freshAddress, http, postJson } from '../support/http'
import { deliverStripeEvent } from '../support/stripeEvents'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Probe finding 2 of issue 22: every GET /donate?success=true&payment_intent=pi_… asked Stripe
// about whatever id a stranger typed (30 requests, 30 Stripe calls), spending the foundation's
// Stripe request quota. The thank-you view now asks only about our own gifts' PaymentIntents, at
// most once per id per half minute, and only within the client's rate limit.

const STRIPE_KEY = { Authorization: 'Bearer sk_test_fake_secret' }
const calls = async (): Promise<StripeCall[]> => (await fetch(`${testStack().stripeURL}/__calls`)).json() as Promise<StripeCall[]>
/** The fake Stripe's requests that asked for one PaymentIntent. */
const lookups = async (): Promise<string[]> => (await calls()).filter((c) => c.method === 'GET' && c.path.startsWith('/v1/payment_intents/')).map((c) => c.path.split('/').pop()!)

const thankYou = (intent: string, secret: string, address = freshAddress()) =>
  http(`/donate?success=true&payment_intent=${intent}&payment_intent_client_secret=${secret}`, { headers: { 'x-forwarded-for': address } })

/** A gift made as a donor makes it: checkout, then Stripe.js confirming the card at Stripe. */
async function paidGift(amount_cents: number): Promise<{ intent: string; secret: string; donation_id: number }> {
  const response = await postJson('/api/donations/checkout', { amount_cents, donor_email: 'lookups@example.org' })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id } = (await response.json()) as { client_secret: string; donation_id: number }
  const intent = secret.split('_secret_')[0]!
  await fetch(`${testStack().stripeURL}/v1/payment_intents/${intent}/confirm`, {
    method: 'POST',
    headers: { ...STRIPE_KEY, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: '4242424242424242' }),
  })
  return { intent, secret, donation_id }
}

beforeEach(async () => {
  await fetch(`${testStack().stripeURL}/__reset`)
})

describe('the thank-you view and Stripe’s request quota', () => {
  it('30 made-up PaymentIntent ids cost no Stripe request, and the view says no money was taken', async () => {
    const madeUp = Array.from({ length: 30 }, () => `pi_${randomBytes(12).toString('hex')}`)
    for (const intent of madeUp) {
      const response = await thankYou(intent, `${intent}_secret_guess`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain('Your payment did not go through')
      expect(html).not.toContain('Thank You!')
    }
    expect(await lookups()).toEqual([])
  })

  it('30 views of a real gift cost at most one Stripe request, and each shows the amount Stripe charged', async () => {
    const { intent, secret } = await paidGift(4200)
    for (let i = 0; i < 30; i++) {
      const html = await (await thankYou(intent, secret)).text()
      expect(html).toContain('Thank You!')
      expect(html).toContain('Your donation of $42 was received.')
      expect(html).toContain('A receipt has been sent to lookups@example.org.')
    }
    expect((await lookups()).filter((id) => id === intent).length).toBeLessThanOrEqual(1)
  })

  it('a real id with the wrong client secret shows nothing of the gift', async () => {
    const { intent } = await paidGift(4300)
    const html = await (await thankYou(intent, `${intent}_secret_wrong`)).text()
    expect(html).toContain('Your payment did not go through')
    expect(html).not.toContain('$43')
  })

  it('one address asks Stripe at most 10 times a minute; over that the view promises nothing and shows nothing of the gift', { timeout: 120_000 }, async () => {
    const gifts = [] as { intent: string; secret: string; donation_id: number }[]
    for (let i = 0; i < 12; i++) gifts.push(await paidGift(5000 + i))
    // Stripe's webhook told us of the last one: our record says it was received.
    const last = gifts[11]!
    const intentObject = { id: last.intent, object: 'payment_intent', status: 'succeeded', amount: 5011, amount_received: 5011, metadata: { donation_id: String(last.donation_id) } }
    expect((await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', intentObject)).status).toBe(200)
    // Work this worker's earlier files left queued (a reconciliation asks Stripe too) is done before counting.
    await jobsSettled(testStack().databaseURL)
    const address = freshAddress()
    const pages = []
    for (const { intent, secret } of gifts) pages.push(await (await thankYou(intent, secret, address)).text())
    // At most 10 (the address's window starts with its first view; a lookup or two from elsewhere
    // may be among those counted here: never more).
    const asked = (await lookups()).length
    expect(asked).toBeGreaterThanOrEqual(8)
    expect(asked).toBeLessThanOrEqual(10)
    expect(pages[0]).toContain('Your donation of $50 was received.')
    // Over the limit the client secret cannot be checked, so the view tells nobody whether the gift
    // went through (not even for the 12th, which our record has as received): only "confirming".
    for (const page of pages.slice(asked)) {
      expect(page).toContain('We could not confirm your payment yet.')
      expect(page).not.toContain('No money was taken')
      expect(page).not.toContain('was received')
    }
    expect(pages[11]).not.toContain('$50.11')
    expect(pages[11]).not.toContain('lookups@example.org')
  })
  it('the quota is each visitor’s own: one address over it leaves another’s view whole', async () => {
    const gifts = [] as { intent: string; secret: string; donation_id: number }[]
    for (let i = 0; i < 12; i++) gifts.push(await paidGift(7000 + i))
    const busy = freshAddress()
    const busyPages = []
    for (const { intent, secret } of gifts.slice(0, 11)) busyPages.push(await (await thankYou(intent, secret, busy)).text())
    expect(busyPages[10]).toContain('We could not confirm your payment yet.')
    // Before, the rewrite to the view went through this server a second time, appending its own
    // address: every visitor counted as 127.0.0.1, and the eleventh donor of the minute saw nothing.
    const other = await (await thankYou(gifts[11]!.intent, gifts[11]!.secret)).text()
    expect(other).toContain('Your donation of $70.11 was received.')
  })
})
