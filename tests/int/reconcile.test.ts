import { spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type ReconcileReport } from '@/contracts/donations'
import { describeReconcileReport } from '@/server/services/donations/reconcile'

import { TEST_PAYLOAD_SECRET } from '../support/constants.mjs'
import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { eventually } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Gifts are made the way a donor makes them (checkout, then Stripe.js confirming at Stripe) with
// no webhook delivered, as when the endpoint was down: reconciliation finds and repairs them.

let payload: Payload
let token: string
const STRIPE_KEY = { Authorization: 'Bearer sk_test_fake_secret' }
const donation = (id: number) => payload.findByID({ collection: 'donations', id })
const stats = async () => (await (await http('/api/donations/stats', { headers: bearer(token) })).json()) as { total_amount_cents: number; total_count: number }
const reconcile = async (body: Record<string, unknown> = { days: 1 }) => {
  const response = await sendJson('POST', '/api/donations/reconcile', body, token)
  expect(response.status).toBe(200)
  return (await response.json()) as ReconcileReport
}

/** What Stripe.js does at Stripe when the donor pays (a declined card fails). */
async function payAtStripe(clientSecret: string, card = '4242424242424242') {
  const intent = clientSecret.split('_secret_')[0]!
  await fetch(`${testStack().stripeURL}/v1/payment_intents/${intent}/confirm`, {
    method: 'POST',
    headers: { ...STRIPE_KEY, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card }),
  })
  return intent
}

async function checkout(amount: number, is_recurring = false) {
  const response = await postJson('/api/donations/checkout', { amount_cents: amount, is_recurring, donor_email: 'reconcile@example.org' })
  return (await response.json()) as { client_secret: string; donation_id: number }
}

/** A refund made in Stripe's dashboard (no webhook follows here). */
const refundAtStripe = (intent: string, amount: number) =>
  fetch(`${testStack().stripeURL}/v1/refunds`, {
    method: 'POST',
    headers: { ...STRIPE_KEY, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ payment_intent: intent, amount: String(amount) }),
  })

const renewAtStripe = async (subscription: string) =>
  (await (await fetch(`${testStack().stripeURL}/__renew?subscription=${subscription}`, { method: 'POST' })).json()) as { id: string; payment_intent_id: string }

function runCli(args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    void mkdtemp(path.join(tmpdir(), 'reconcile-')).then((dataDir) => {
      const child = spawn('npm', ['run', '--silent', 'reconcile', '--', ...args], {
        env: {
          ...process.env,
          DATABASE_URL: testStack().databaseURL,
          DATA_DIR: dataDir,
          PAYLOAD_SECRET: TEST_PAYLOAD_SECRET,
          SEED_DEMO: 'false',
          STRIPE_SECRET_KEY: 'sk_test_fake_secret',
          STRIPE_API_BASE: testStack().stripeURL,
        },
      })
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => (out += chunk))
      child.stderr.on('data', (chunk: Buffer) => (out += chunk))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, out }))
    }, reject)
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('reconciliation: POST /api/donations/reconcile', () => {
  it('repairs what missed webhooks left behind, through the webhook’s handlers; a second run finds 0 differences', async () => {
    const oneTime = await checkout(3000)
    await payAtStripe(oneTime.client_secret)
    const partlyRefunded = await checkout(2500)
    await refundAtStripe(await payAtStripe(partlyRefunded.client_secret), 1000)
    const declined = await checkout(4000)
    await payAtStripe(declined.client_secret, '4000000000000002')
    const monthly = await checkout(1500, true)
    await payAtStripe(monthly.client_secret)
    const subscription = (await donation(monthly.donation_id)).stripe_subscription_id!
    const renewal = await renewAtStripe(subscription)

    const before = await stats()
    for (const id of [oneTime, partlyRefunded, declined, monthly].map((g) => g.donation_id)) expect((await donation(id)).status).toBe('pending')

    const report = await reconcile()
    const changesOf = (id: number) => report.repairs.filter((r) => r.donation_id === id).map((r) => r.change)
    expect(changesOf(oneTime.donation_id)).toEqual(['pending → succeeded'])
    expect(changesOf(partlyRefunded.donation_id)).toEqual(['pending → succeeded', '1000 cents refunded'])
    expect(changesOf(declined.donation_id)).toEqual(['pending → failed'])
    expect(changesOf(monthly.donation_id)).toEqual(['pending → succeeded (first month)'])
    expect(report.checked.payment_intents).toBeGreaterThanOrEqual(5)
    expect(report.differences).toBe(report.repairs.length)

    const renewalRow = (await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: renewal.id } } })).docs[0]
    expect(renewalRow).toMatchObject({ status: 'succeeded', amount_cents: 1500, is_recurring: true, stripe_payment_intent_id: renewal.payment_intent_id })
    expect(await donation(partlyRefunded.donation_id)).toMatchObject({ status: 'succeeded', refunded_cents: 1000 })

    const after = await stats()
    expect(after.total_amount_cents - before.total_amount_cents).toBe(3000 + 1500 + 1500 + 1500)
    expect(after.total_count - before.total_count).toBe(4)

    const again = await reconcile()
    expect(again.differences).toBe(0)
    expect(again.repairs).toEqual([])
    expect(await stats()).toEqual(after)

    // A webhook that arrives late, after the repair, changes nothing more.
    const late = await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', {
      id: oneTime.client_secret.split('_secret_')[0],
      object: 'payment_intent',
      amount: 3000,
      amount_received: 3000,
      metadata: { donation_id: String(oneTime.donation_id) },
    })
    expect(late.body.outcome).toBe('ignored')
  })

  it('pages through Stripe’s lists as Stripe paginates (more than one page of 100)', async () => {
    const gifts = []
    for (let i = 0; i < 105; i++) gifts.push(await checkout(500 + i))
    await Promise.all(gifts.map((g) => payAtStripe(g.client_secret)))
    const report = await reconcile()
    expect(report.checked.payment_intents).toBeGreaterThan(105)
    const repaired = new Set(report.repairs.map((r) => r.donation_id))
    expect(gifts.every((g) => repaired.has(g.donation_id))).toBe(true)
    expect((await reconcile()).differences).toBe(0)
  }, 120_000)

  it('answers a bad number of days with 422 and the field’s message', async () => {
    for (const days of [0, 401, 1.5, 'seven']) {
      const response = await sendJson('POST', '/api/donations/reconcile', { days }, token)
      expect(response.status).toBe(422)
      expect(((await response.json()) as { fields: Record<string, string> }).fields.days).toBe('Please enter a number of days from 1 to 400')
    }
  })
})

describe('the nightly check against Stripe (a scheduled job)', () => {
  it('finds a monthly gift canceled in Stripe whose webhook never came, and staff see what it fixed', { timeout: 60_000 }, async () => {
    const monthly = await checkout(1800, true)
    await payAtStripe(monthly.client_secret)
    await reconcile() // the first month is recorded
    const subscription = (await donation(monthly.donation_id)).stripe_subscription_id!
    // Canceled in Stripe's dashboard; customer.subscription.deleted is never delivered.
    const canceled = await fetch(`${testStack().stripeURL}/v1/subscriptions/${subscription}`, { method: 'DELETE', headers: STRIPE_KEY })
    expect(canceled.status).toBe(200)
    expect((await donation(monthly.donation_id)).subscription_canceled_at).toBeFalsy()

    // The job the schedule queues each night, queued here at once (its input as the schedule's: none).
    const job = await payload.jobs.queue({ task: 'reconcileWithStripe', input: {} })
    const done = await eventually(async () => {
      const found = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
      return found.completedAt ? found : undefined
    }, 30_000)
    expect(done.hasError).toBeFalsy()
    expect((await donation(monthly.donation_id)).subscription_canceled_at).toEqual(expect.any(String))

    const overview = (await (await http('/api/admin/jobs', { headers: bearer(token) })).json()) as { last_reconciliation: { differences: number; report: string } | null }
    expect(overview.last_reconciliation?.differences).toBeGreaterThanOrEqual(1)
    expect(overview.last_reconciliation?.report).toContain(`fixed donation ${monthly.donation_id}: monthly gift canceled`)
    expect(overview.last_reconciliation?.report).toMatch(/Checked the last 3 day\(s\)/)
  })
})

describe('renewal refunds', () => {
  it('a renewal’s invoice.paid without its payments gains its PaymentIntent from Stripe, so its refund is recorded', async () => {
    const monthly = await checkout(2000, true)
    await payAtStripe(monthly.client_secret)
    await reconcile()
    const subscription = (await donation(monthly.donation_id)).stripe_subscription_id!
    const renewal = await renewAtStripe(subscription)
    // Stripe's invoice.paid, as sent by default: no `payments`.
    const invoice = (await (await fetch(`${testStack().stripeURL}/__object?id=${renewal.id}`)).json()) as Record<string, unknown>
    expect(invoice.payments).toBeUndefined()
    expect((await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'invoice.paid', invoice)).body.outcome).toBe('applied')
    const row = (await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: renewal.id } } })).docs[0]!
    expect(row.stripe_payment_intent_id).toBe(renewal.payment_intent_id)

    // Staff refund this one month; Stripe's charge.refunded confirms it.
    const asked = await sendJson('POST', `/api/donations/${row.id}/refund`, {}, token)
    expect(asked.status).toBe(202)
    await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'charge.refunded', {
      id: 'ch_renewal',
      object: 'charge',
      payment_intent: renewal.payment_intent_id,
      amount: 2000,
      amount_refunded: 2000,
      refunded: true,
    })
    expect(await donation(row.id)).toMatchObject({ status: 'refunded', refunded_cents: 2000 })
    expect((await donation(monthly.donation_id)).status).toBe('succeeded')
  })
})

describe('npm run reconcile', () => {
  it('reports what it fixed, then "0 differences" on a second run', async () => {
    const gift = await checkout(4200)
    await payAtStripe(gift.client_secret)
    const first = await runCli(['--days', '1'])
    expect(first.code, first.out).toBe(0)
    expect(first.out).toContain(`fixed donation ${gift.donation_id}: pending → succeeded`)
    expect((await donation(gift.donation_id)).status).toBe('succeeded')
    // The second run is the staff endpoint's, described as the CLI prints it: starting the CLI
    // again (loading Payload through tsx) costs 7 to 15 s and proves nothing more.
    expect(describeReconcileReport(await reconcile())).toMatch(/^0 differences$/m)
  }, 120_000)

  it('refuses a bad --days with a clear message', async () => {
    const run = await runCli(['--days', 'many'])
    expect(run.code).toBe(2)
    expect(run.out).toContain('Please enter a number of days from 1 to 400')
  }, 60_000)
})
