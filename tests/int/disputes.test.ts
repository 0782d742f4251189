import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/lib/postgres'
import { updateCardGift } from '@/server/services/stripe/cardGiftWrite'

import { TEST_ADMIN } from '../support/constants.mjs'
import { apiLogin, bearer, http, postJson } from '../support/http'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Chargebacks (charge.dispute.created/updated/closed): a disputed amount is out of every total
// until the dispute is won; staff are mailed once per dispute. Events are signed as Stripe signs.

let payload: Payload
let token: string
const deliver = (type: string, object: Record<string, unknown>, eventId?: string) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object, eventId)
const donation = (id: number) => payload.findByID({ collection: 'donations', id })
const stats = async () => (await (await http('/api/donations/stats', { headers: bearer(token) })).json()) as { total_amount_cents: number; total_count: number }
const csvAmount = async (id: number) => {
  const csv = await (await http('/api/donations/export.csv', { headers: bearer(token) })).text()
  return csv
    .split('\r\n')
    .find((l) => l.startsWith(`${id},`))
    ?.split(',')[2]
}

/** A one-time gift through checkout, paid (its webhook delivered). */
async function paidGift(amount: number) {
  const email = `dispute-${randomUUID()}@example.org`
  const { client_secret: secret, donation_id: id } = (await (await postJson('/api/donations/checkout', { amount_cents: amount, donor_email: email, donor_name: 'Dana Disputed' })).json()) as {
    client_secret: string
    donation_id: number
  }
  const intent = secret.split('_secret_')[0]!
  await deliver('payment_intent.succeeded', { id: intent, object: 'payment_intent', amount, amount_received: amount, metadata: { donation_id: String(id) } })
  return { id, intent, email }
}

const DUE_BY = Math.floor(Date.UTC(2031, 8, 5, 23, 59) / 1000) // Sep 5, 2031, 7:59 PM in New York
const disputeObject = (intent: string, disputeId: string, status: string, amount: number) => ({
  id: disputeId,
  object: 'dispute',
  amount,
  currency: 'usd',
  charge: `ch_${intent}`,
  payment_intent: intent,
  reason: 'product_not_received',
  status,
  evidence_details: { due_by: DUE_BY, has_evidence: false, past_due: false, submission_count: 0 },
})

/** The staff mails about one dispute (the local SMTP server's mailbox). */
const disputeMails = async (disputeId: string) => (await readMailbox(testStack().mailboxURL)).filter((m) => mailText(m).includes(disputeId))
const jobsFor = async (donationId: number) => (await poolOf(payload).query(`SELECT id FROM payload_jobs WHERE task_slug = 'mailDisputeOpened' AND (input->>'donation')::int = $1`, [donationId])).rows

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('a chargeback through its life (charge.dispute.*)', () => {
  it('opened: the gift is disputed and out of the stats and the CSV’s Amount; won: it counts again, the dispute kept as history', async () => {
    const g = await paidGift(4000)
    const before = await stats()
    const disputeId = `du_${randomUUID().slice(0, 12)}`
    expect((await deliver('charge.dispute.created', disputeObject(g.intent, disputeId, 'needs_response', 4000))).body.outcome).toBe('applied')
    expect(await donation(g.id)).toMatchObject({
      status: 'disputed',
      dispute_id: disputeId,
      dispute_status: 'needs_response',
      dispute_amount_cents: 4000,
      dispute_reason: 'product_not_received',
      dispute_evidence_due_by: new Date(DUE_BY * 1000).toISOString(),
    })
    const during = await stats()
    expect(during.total_amount_cents).toBe(before.total_amount_cents - 4000)
    expect(during.total_count).toBe(before.total_count - 1)
    expect(await csvAmount(g.id)).toBe('0.00')

    await deliver('charge.dispute.updated', disputeObject(g.intent, disputeId, 'under_review', 4000))
    expect((await donation(g.id)).status).toBe('disputed')
    await deliver('charge.dispute.closed', disputeObject(g.intent, disputeId, 'won', 4000))
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', dispute_id: disputeId, dispute_status: 'won', dispute_amount_cents: 4000 })
    expect(await stats()).toMatchObject({ total_amount_cents: before.total_amount_cents, total_count: before.total_count })
    expect(await csvAmount(g.id)).toBe('40.00')
  })

  it('lost: the gift stays disputed and out of the totals for good; a late “under review” does not reopen it', async () => {
    const g = await paidGift(2500)
    const before = await stats()
    const disputeId = `du_${randomUUID().slice(0, 12)}`
    await deliver('charge.dispute.created', disputeObject(g.intent, disputeId, 'needs_response', 2500))
    await deliver('charge.dispute.closed', disputeObject(g.intent, disputeId, 'lost', 2500))
    expect((await deliver('charge.dispute.updated', disputeObject(g.intent, disputeId, 'under_review', 2500))).body.outcome).toBe('ignored')
    expect(await donation(g.id)).toMatchObject({ status: 'disputed', dispute_status: 'lost' })
    expect((await stats()).total_amount_cents).toBe(before.total_amount_cents - 2500)
    expect(await csvAmount(g.id)).toBe('0.00')
  })

  it('a second dispute on the same gift: an inquiry closed, then a chargeback; news of the first arriving later never flips it back', async () => {
    const g = await paidGift(3000)
    const before = await stats()
    const inquiry = `du_${randomUUID().slice(0, 12)}`
    const chargeback = `du_${randomUUID().slice(0, 12)}`
    await deliver('charge.dispute.created', disputeObject(g.intent, inquiry, 'warning_needs_response', 3000))
    await deliver('charge.dispute.closed', disputeObject(g.intent, inquiry, 'warning_closed', 3000))
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', dispute_id: inquiry })
    await deliver('charge.dispute.created', disputeObject(g.intent, chargeback, 'needs_response', 3000))
    expect(await donation(g.id)).toMatchObject({ status: 'disputed', dispute_id: chargeback })
    // Reconciliation lists both, the older last; a late event of the inquiry comes too.
    expect((await deliver('charge.dispute.updated', disputeObject(g.intent, inquiry, 'warning_closed', 3000))).body.outcome).toBe('ignored')
    expect(await donation(g.id)).toMatchObject({ status: 'disputed', dispute_id: chargeback, dispute_status: 'needs_response' })
    expect((await stats()).total_amount_cents).toBe(before.total_amount_cents - 3000)
    await deliver('charge.dispute.closed', disputeObject(g.intent, chargeback, 'lost', 3000))
    expect((await deliver('charge.dispute.updated', disputeObject(g.intent, inquiry, 'warning_closed', 3000))).body.outcome).toBe('ignored')
    expect(await donation(g.id)).toMatchObject({ status: 'disputed', dispute_id: chargeback, dispute_status: 'lost' })
    expect(await jobsFor(g.id)).toHaveLength(2)
  })

  it('in any order and twice: closed before created, updated after closed, each delivered again, end where Stripe ended', async () => {
    const g = await paidGift(3000)
    const before = await stats()
    const disputeId = `du_${randomUUID().slice(0, 12)}`
    const closed = await deliver('charge.dispute.closed', disputeObject(g.intent, disputeId, 'won', 3000))
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', dispute_status: 'won' })
    expect((await deliver('charge.dispute.created', disputeObject(g.intent, disputeId, 'needs_response', 3000))).body.outcome).toBe('ignored')
    expect((await deliver('charge.dispute.updated', disputeObject(g.intent, disputeId, 'under_review', 3000))).body.outcome).toBe('ignored')
    expect((await deliver('charge.dispute.closed', disputeObject(g.intent, disputeId, 'won', 3000), closed.eventId)).body.outcome).toBe('duplicate')
    // The same news under another event id (as reconciliation brings it) changes nothing either.
    expect((await deliver('charge.dispute.closed', disputeObject(g.intent, disputeId, 'won', 3000))).body.outcome).toBe('ignored')
    expect(await donation(g.id)).toMatchObject({ status: 'succeeded', dispute_status: 'won' })
    expect(await stats()).toMatchObject({ total_amount_cents: before.total_amount_cents, total_count: before.total_count })
  })

  it('a gift refunded in part keeps only what was neither refunded nor disputed; won after a full refund, it is refunded', async () => {
    const g = await paidGift(5000)
    await deliver('charge.refunded', { id: `ch_${g.intent}`, object: 'charge', payment_intent: g.intent, amount: 5000, amount_refunded: 1000, refunded: false })
    const before = await stats()
    const disputeId = `du_${randomUUID().slice(0, 12)}`
    await deliver('charge.dispute.created', disputeObject(g.intent, disputeId, 'needs_response', 3000))
    expect((await stats()).total_amount_cents).toBe(before.total_amount_cents - 3000)
    expect(await csvAmount(g.id)).toBe('10.00')
    // The rest refunded while disputed: it stays disputed, then the dispute is won.
    await deliver('charge.refunded', { id: `ch_${g.intent}`, object: 'charge', payment_intent: g.intent, amount: 5000, amount_refunded: 5000, refunded: true })
    expect((await donation(g.id)).status).toBe('disputed')
    await deliver('charge.dispute.closed', disputeObject(g.intent, disputeId, 'won', 3000))
    expect(await donation(g.id)).toMatchObject({ status: 'refunded', dispute_status: 'won', refunded_cents: 5000 })
  })

  it('a dispute that arrives before the payment’s own event is not undone by it', async () => {
    const email = `early-${randomUUID()}@example.org`
    const { client_secret: secret, donation_id: id } = (await (await postJson('/api/donations/checkout', { amount_cents: 1800, donor_email: email })).json()) as {
      client_secret: string
      donation_id: number
    }
    const intent = secret.split('_secret_')[0]!
    await deliver('charge.dispute.created', disputeObject(intent, `du_${randomUUID().slice(0, 12)}`, 'needs_response', 1800))
    await deliver('payment_intent.succeeded', { id: intent, object: 'payment_intent', amount: 1800, amount_received: 1800, metadata: { donation_id: String(id) } })
    expect((await donation(id)).status).toBe('disputed')
  })

  it('staff get one mail per dispute: the amount, the reason, the due date in New York time and the dispute in Stripe', async () => {
    const g = await paidGift(4200)
    const disputeId = `du_${randomUUID().slice(0, 12)}`
    const created = await deliver('charge.dispute.created', disputeObject(g.intent, disputeId, 'needs_response', 4200))
    await deliver('charge.dispute.created', disputeObject(g.intent, disputeId, 'needs_response', 4200), created.eventId)
    await deliver('charge.dispute.updated', disputeObject(g.intent, disputeId, 'under_review', 4200))
    await deliver('charge.dispute.closed', disputeObject(g.intent, disputeId, 'lost', 4200))
    const [mail] = await eventually(async () => ((await disputeMails(disputeId)).length ? disputeMails(disputeId) : undefined))
    await jobsSettled(testStack().databaseURL) // a second mail, were one queued, is sent by now
    expect(await disputeMails(disputeId)).toHaveLength(1)
    expect(await jobsFor(g.id)).toHaveLength(1)
    expect(mail!.to).toContain(TEST_ADMIN.email)
    const text = mailText(mail!)
    expect(text).toContain('Disputed: $42')
    expect(text).toContain('product not received')
    expect(text).toContain('Friday, September 5, 2031 at 7:59')
    expect(text).toContain(`https://dashboard.stripe.com/test/disputes/${disputeId}`)
  })

  it('the staff list shows the dispute with its link into Stripe’s dashboard, and the dashboard counts it', async () => {
    const g = await paidGift(2100)
    const disputeId = `du_${randomUUID().slice(0, 12)}`
    await deliver('charge.dispute.created', disputeObject(g.intent, disputeId, 'needs_response', 2100))
    const list = (await (await http('/api/donations/list?status=disputed', { headers: bearer(token) })).json()) as {
      id: number
      kept_cents: number
      dispute: { url: string; evidence_due_by: string } | null
    }[]
    expect(list.find((d) => d.id === g.id)).toMatchObject({
      kept_cents: 0,
      dispute: { id: disputeId, status: 'needs_response', url: `https://dashboard.stripe.com/test/disputes/${disputeId}`, evidence_due_by: new Date(DUE_BY * 1000).toISOString() },
    })
    const attention = (await (await http('/api/donations/attention', { headers: bearer(token) })).json()) as { open_disputes: { count: number; items: { id: number }[] } }
    expect(attention.open_disputes.count).toBeGreaterThanOrEqual(1)
    expect(attention.open_disputes.items.map((i) => i.id)).toContain(g.id)
  })

  it('a letter marked sent while Stripe’s news of a dispute is being written waits for it and keeps it', async () => {
    const g = await paidGift(2000)
    // A webhook's transaction, half done: it holds the lock and has written the dispute, not yet committed.
    const webhook = await poolOf(payload).connect()
    try {
      await webhook.query('BEGIN')
      await webhook.query(`SELECT pg_advisory_xact_lock(hashtext('stripe-objects'))`)
      await webhook.query(`UPDATE donations SET status = 'disputed', dispute_id = 'du_racing', dispute_status = 'needs_response' WHERE id = $1`, [g.id])
      const sentAt = new Date().toISOString()
      const mark = updateCardGift(payload, g.id, (gift) => ({ acknowledgement: { ...gift.acknowledgement, sent_at: sentAt, sent_by: 'email' } }))
      await eventually(async () =>
        (await poolOf(payload).query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`)).rowCount
          ? true
          : undefined,
      )
      await webhook.query('COMMIT')
      await mark
      expect(await donation(g.id)).toMatchObject({ status: 'disputed', dispute_id: 'du_racing', acknowledgement: { sent_at: sentAt, sent_by: 'email' } })
    } finally {
      webhook.release()
    }
  })

  it('a dispute of a payment that is not one of our gifts changes nothing', async () => {
    expect((await deliver('charge.dispute.created', disputeObject('pi_not_ours', 'du_not_ours', 'needs_response', 100))).body.outcome).toBe('ignored')
  })
})
