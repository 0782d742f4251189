import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, postJson } from '../support/http'
import { eventually } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

/**
 * A checkout nobody confirmed (a donor who left, or a card tester's) becomes `abandoned` a day
 * later, by a scheduled job: out of the staff's default list and of every total, while a late
 * success from Stripe still records the gift.
 */

let payload: Payload
let db: pg.Client
let token: string

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
  db = new pg.Client({ connectionString: testStack().databaseURL })
  await db.connect()
})
afterAll(async () => {
  await db?.end()
})

async function checkout(amount: number) {
  const answer = await postJson('/api/donations/checkout', { amount_cents: amount, donor_email: `abandon-${randomUUID()}@example.org` })
  expect(answer.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await answer.json()) as { client_secret: string; donation_id: number }
  return { id, intent: secret.split('_secret_')[0]! }
}

/** Makes a row look as if its checkout started `hours` ago. */
const startedHoursAgo = (id: number, hours: number) => db.query(`UPDATE donations SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours])

const statusOf = async (id: number) => (await payload.findByID({ collection: 'donations', id, depth: 0 })).status

async function runAbandonJob(): Promise<number> {
  const job = await payload.jobs.queue({ task: 'abandonStalePendings', input: {} })
  const done = await eventually(async () => {
    const row = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    return row.completedAt ? row : undefined
  }, 30_000)
  const output = [...(done.log ?? [])].reverse().find((entry) => entry.state === 'succeeded')?.output as { abandoned: number } | undefined
  return output?.abandoned ?? -1
}

const stats = async () => (await (await http('/api/donations/stats', { headers: bearer(token) })).json()) as { total_amount_cents: number; total_count: number }

describe('abandoned checkouts', () => {
  it('a card checkout still pending after 24 hours becomes abandoned; younger ones, settled ones and checks stay as they are', { timeout: 60_000 }, async () => {
    const stale = await checkout(1_500)
    const fresh = await checkout(1_600)
    const failed = await checkout(1_700)
    await payload.update({ collection: 'donations', id: failed.id, data: { status: 'failed' } })
    await startedHoursAgo(stale.id, 25)
    await startedHoursAgo(failed.id, 25)
    await startedHoursAgo(fresh.id, 23)
    const before = await stats()

    expect(await runAbandonJob()).toBeGreaterThanOrEqual(1)
    expect(await statusOf(stale.id)).toBe('abandoned')
    expect(await statusOf(fresh.id)).toBe('pending')
    expect(await statusOf(failed.id)).toBe('failed')
    // Never counted while pending, and not now.
    expect(await stats()).toEqual(before)
    // Run again: nothing more to do for this row.
    await runAbandonJob()
    expect(await statusOf(stale.id)).toBe('abandoned')
  })

  it('a late success from Stripe still records the gift as received', { timeout: 60_000 }, async () => {
    const late = await checkout(2_100)
    await startedHoursAgo(late.id, 30)
    await runAbandonJob()
    expect(await statusOf(late.id)).toBe('abandoned')
    const before = await stats()
    const delivered = await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', {
      id: late.intent,
      object: 'payment_intent',
      amount: 2_100,
      amount_received: 2_100,
      metadata: { donation_id: String(late.id) },
    })
    expect(delivered.body.outcome).toBe('applied')
    expect(await statusOf(late.id)).toBe('succeeded')
    expect((await stats()).total_amount_cents).toBe(before.total_amount_cents + 2_100)
  })
})
