import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/lib/postgres'

import { apiLogin, postJson, sendJson } from '../support/http'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// A dispute and a failed renewal happen at (the fake) Stripe with no webhook delivered, as when
// the endpoint was down: reconciliation finds both and repairs them through the webhook's handlers.

type Report = { checked: Record<string, number>; differences: number; repairs: { donation_id: number; change: string }[] }

let payload: Payload
let token: string
const stripeControl = async (path: string) => {
  const response = await fetch(`${testStack().stripeURL}${path}`, { method: 'POST' })
  expect(response.status).toBe(200)
  return (await response.json()) as { id: string }
}
const reconcile = async () => {
  const response = await sendJson('POST', '/api/donations/reconcile', { days: 1 }, token)
  expect(response.status).toBe(200)
  return (await response.json()) as Report
}
const donation = (id: number) => payload.findByID({ collection: 'donations', id })

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('reconciliation repairs missed disputes and failed renewals', () => {
  it('finds a dispute opened and then lost, and a renewal that failed; a second run finds nothing; staff and donor are mailed once', async () => {
    const email = `missed-${randomUUID()}@example.org`
    const oneTime = (await (await postJson('/api/donations/checkout', { amount_cents: 3300, donor_email: email })).json()) as { client_secret: string; donation_id: number }
    const intent = oneTime.client_secret.split('_secret_')[0]!
    await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', {
      id: intent,
      object: 'payment_intent',
      amount: 3300,
      amount_received: 3300,
      metadata: { donation_id: String(oneTime.donation_id) },
    })
    const dispute = await stripeControl(`/__dispute?payment_intent=${intent}&status=needs_response&reason=fraudulent`)

    const monthly = (await (await postJson('/api/donations/checkout', { amount_cents: 1600, is_recurring: true, donor_email: email })).json()) as { donation_id: number }
    const first = await donation(monthly.donation_id)
    const parent = { type: 'subscription_details', subscription_details: { subscription: first.stripe_subscription_id, metadata: { donation_id: String(monthly.donation_id) } } }
    await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'invoice.paid', {
      id: first.stripe_invoice_id,
      object: 'invoice',
      billing_reason: 'subscription_create',
      amount_paid: 1600,
      currency: 'usd',
      parent,
    })
    const failed = await stripeControl(`/__fail_renewal?subscription=${first.stripe_subscription_id}`)

    const report = await reconcile()
    expect(report.checked.disputes).toBeGreaterThanOrEqual(1)
    expect(report.checked.failed_invoices).toBeGreaterThanOrEqual(1)
    expect(report.repairs).toContainEqual({ donation_id: oneTime.donation_id, change: `succeeded → disputed (dispute ${dispute.id} needs_response)` })
    expect(await donation(oneTime.donation_id)).toMatchObject({ status: 'disputed', dispute_id: dispute.id, dispute_reason: 'fraudulent', dispute_amount_cents: 3300 })
    const [renewal] = (await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: failed.id } } })).docs
    expect(renewal).toMatchObject({ status: 'failed', is_recurring: true, amount_cents: 1600, donor_email: email })
    expect(report.repairs).toContainEqual({ donation_id: renewal!.id, change: 'recorded (a monthly renewal that failed)' })

    await stripeControl(`/__dispute?id=${dispute.id}&status=lost`)
    const later = await reconcile()
    expect(later.repairs).toEqual([{ donation_id: oneTime.donation_id, change: `disputed → disputed (dispute ${dispute.id} lost)` }])
    expect(await donation(oneTime.donation_id)).toMatchObject({ status: 'disputed', dispute_status: 'lost' })
    expect((await reconcile()).differences).toBe(0)

    const jobs = await poolOf(payload).query<{ task_slug: string }>(
      `SELECT task_slug FROM payload_jobs WHERE (task_slug = 'mailDisputeOpened' AND (input->>'donation')::int = $1) OR (task_slug = 'mailRenewalFailed' AND (input->>'donation')::int = $2) ORDER BY task_slug`,
      [oneTime.donation_id, renewal!.id],
    )
    expect(jobs.rows.map((j) => j.task_slug)).toEqual(['mailDisputeOpened', 'mailRenewalFailed'])
  })
})
