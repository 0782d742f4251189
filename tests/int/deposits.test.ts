import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DEPOSIT_CSV_COLUMNS, DEPOSIT_MESSAGES, type DepositDetail, type DepositOut } from '@/contracts/deposits'

import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { eventually } from '../support/mailbox'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'
import { deliverStripeEvent } from '../support/stripeEvents'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Deposits for the books (issue 44; docs/bookkeeping.md): a Stripe payout recorded from payout.paid
// with the balance transactions it carries (the fake Stripe keeps them as Stripe does: a charge's
// fee, a refund, a dispute and its fee), whose net is the payout's amount; checks grouped by staff
// into a bank deposit; the CSV a bookkeeper imports.

let payload: Payload
let token: string
const deliver = (type: string, object: Record<string, unknown>) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object)
const stripe = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${testStack().stripeURL}${path}`, {
    method: 'POST',
    ...init,
    headers: { Authorization: 'Bearer sk_test_fake_secret', 'Content-Type': 'application/x-www-form-urlencoded', ...init.headers },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown> & { id: string }
}

/** A one-time card gift that succeeded at (fake) Stripe and through the webhook: its row id and PaymentIntent. */
async function cardGift(amount: number) {
  const checkout = (await (await postJson('/api/donations/checkout', { amount_cents: amount, donor_email: uniqueEmail('deposit') })).json()) as { client_secret: string; donation_id: number }
  const intent = checkout.client_secret.split('_secret_')[0]!
  const confirmed = await stripe(`/v1/payment_intents/${intent}/confirm`, { body: 'card_number=4242424242424242' })
  expect((await deliver('payment_intent.succeeded', { ...confirmed, metadata: { donation_id: String(checkout.donation_id) } })).body.outcome).toBe('applied')
  return { id: checkout.donation_id, intent }
}

async function check(amount: number, name = `Deposit Parish ${randomUUID().slice(0, 6)}`) {
  const response = await sendJson('POST', '/api/donations/mail-in', { amount_cents: amount, received_on: '2026-11-20', donor_name: name, check_number: String(amount) }, token)
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

const deposits = async (query = '') => (await (await http(`/api/admin/deposits${query}`, { headers: bearer(token) })).json()) as DepositOut[]
const deposit = async (id: number) => (await (await http(`/api/admin/deposits/${id}`, { headers: bearer(token) })).json()) as DepositDetail

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('a Stripe payout, from payout.paid', () => {
  it('records the deposit with every balance transaction it carries; its net is the payout, and gross − fees − refunds − disputes = net', async () => {
    const kept = await cardGift(10_000)
    const refunded = await cardGift(4_000)
    const disputed = await cardGift(2_500)
    expect((await sendJson('POST', `/api/donations/${refunded.id}/refund`, { amount_cents: 1_500 }, token)).status).toBe(202)
    await stripe(`/__dispute?payment_intent=${disputed.intent}&status=needs_response&reason=fraudulent`)
    const payout = await stripe('/__payout')

    expect((await deliver('payout.paid', payout)).body.outcome).toBe('applied')
    const recorded = await eventually(async () => (await deposits()).find((d) => d.stripe_payout_id === payout.id && !d.lines_pending), 20_000)
    expect(recorded.kind).toBe('stripe')
    expect(recorded.net_cents).toBe(payout.amount)
    expect(recorded.gross_cents - recorded.fee_cents - recorded.refunded_cents - recorded.disputed_cents).toBe(recorded.net_cents)

    const detail = await deposit(recorded.id)
    expect(detail.lines).toHaveLength(recorded.count)
    expect(detail.lines.reduce((sum, line) => sum + line.net_cents, 0)).toBe(payout.amount)
    const of = (donation: number, type: string) => detail.lines.find((line) => line.donation_id === donation && line.type === type)
    expect(of(kept.id, 'charge')).toMatchObject({ gross_cents: 10_000, fee_cents: 320, net_cents: 9_680, description: `Gift #${kept.id}` })
    expect(of(refunded.id, 'refund')).toMatchObject({ gross_cents: -1_500, fee_cents: 0, net_cents: -1_500 })
    expect(of(disputed.id, 'dispute')).toMatchObject({ gross_cents: -2_500, fee_cents: 1_500, net_cents: -4_000 })
    // Each card gift keeps Stripe's fee and net from its charge's balance transaction.
    expect(await payload.findByID({ collection: 'donations', id: kept.id })).toMatchObject({ stripe_fee_cents: 320, stripe_net_cents: 9_680 })
  })

  it('the same payout told twice, or found again by reconciliation, is one deposit; a payout missed by its webhook is found by reconciliation', async () => {
    const gift = await cardGift(6_000)
    const told = await stripe('/__payout')
    await deliver('payout.paid', told)
    await eventually(async () => (await deposits()).find((d) => d.stripe_payout_id === told.id && !d.lines_pending), 20_000)
    expect((await deliver('payout.paid', told)).body.outcome).toBe('ignored')
    const missed = (await cardGift(7_000), await stripe('/__payout'))
    const report = await sendJson('POST', '/api/donations/reconcile', { days: 1 }, token)
    expect(report.status).toBe(200)
    expect(((await report.json()) as { checked: { payouts: number } }).checked.payouts).toBeGreaterThanOrEqual(2)
    const found = await eventually(async () => {
      const all = await deposits()
      const mine = all.filter((d) => d.stripe_payout_id === told.id || d.stripe_payout_id === missed.id)
      return mine.length === 2 && mine.every((d) => !d.lines_pending) ? mine : undefined
    }, 20_000)
    expect(found.map((d) => d.net_cents).sort()).toEqual([told.amount, missed.amount].sort())
    const lines = (await deposit(found.find((d) => d.stripe_payout_id === told.id)!.id)).lines
    expect(lines.some((line) => line.donation_id === gift.id && line.type === 'charge')).toBe(true)
  })
})

describe('a bank deposit of checks', () => {
  it('groups checks; its net is their sum; a check already deposited is 409, a card gift 422, and nothing is half made', async () => {
    const first = await check(25_000)
    const second = await check(5_050)
    const made = await sendJson('POST', '/api/admin/deposits', { deposited_on: '2026-11-21', donation_ids: [first, second] }, token)
    expect(made.status).toBe(201)
    const created = (await made.json()) as DepositDetail
    expect(created).toMatchObject({ kind: 'checks', arrival_date: '2026-11-21', gross_cents: 30_050, fee_cents: 0, net_cents: 30_050, count: 2 })
    expect(created.lines.map((line) => [line.donation_id, line.type, line.net_cents])).toEqual(
      expect.arrayContaining([
        [first, 'check', 25_000],
        [second, 'check', 5_050],
      ]),
    )
    const undeposited = (await (await http('/api/admin/checks/undeposited', { headers: bearer(token) })).json()) as { donation_id: number }[]
    expect(undeposited.map((row) => row.donation_id)).not.toContain(first)

    const third = await check(1_000)
    const again = await sendJson('POST', '/api/admin/deposits', { deposited_on: '2026-11-22', donation_ids: [third, first] }, token)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { detail: string }).detail).toBe(DEPOSIT_MESSAGES.alreadyDeposited(first, created.id))
    const card = await cardGift(1_200)
    const notCheck = await sendJson('POST', '/api/admin/deposits', { deposited_on: '2026-11-22', donation_ids: [third, card.id] }, token)
    expect(notCheck.status).toBe(422)
    expect(((await notCheck.json()) as { fields: Record<string, string> }).fields.donation_ids).toBe(DEPOSIT_MESSAGES.notCheck(card.id))
    expect((await sendJson('POST', '/api/admin/deposits', { deposited_on: '2999-01-01', donation_ids: [third] }, token)).status).toBe(422)
    expect((await sendJson('POST', '/api/admin/deposits', { deposited_on: '2026-11-22', donation_ids: [] }, token)).status).toBe(422)
    // Nothing of the refused deposits was made: the third check is still to deposit.
    const still = (await (await http('/api/admin/checks/undeposited', { headers: bearer(token) })).json()) as { donation_id: number }[]
    expect(still.map((row) => row.donation_id)).toContain(third)
  })

  it('the range filter and the CSV for the books: one row per line, with the spec’s columns (audited)', async () => {
    const one = await check(4_200, 'Csv Parish')
    const made = (await (await sendJson('POST', '/api/admin/deposits', { deposited_on: '2026-11-23', donation_ids: [one] }, token)).json()) as DepositDetail
    expect((await deposits('?from=2026-11-23&to=2026-11-23')).map((d) => d.id)).toContain(made.id)
    expect((await deposits('?from=2026-11-24&to=2026-11-30')).map((d) => d.id)).not.toContain(made.id)
    const bad = await http('/api/admin/deposits?from=2026-11-30&to=2026-11-01', { headers: bearer(token) })
    expect(bad.status).toBe(422)
    const csv = await http('/api/admin/exports/deposits.csv?from=2026-11-23&to=2026-11-23', { headers: bearer(token) })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toContain('deposits-2026-11-23-2026-11-23.csv')
    const rows = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toBe(DEPOSIT_CSV_COLUMNS.join(','))
    expect(rows).toContain(`#${made.id},2026-11-23,2026-11-20,Csv Parish,Check no. 4200,,42.00,0.00,42.00`)
    const audit = await payload.find({ collection: 'audit-entries', where: { action: { in: ['deposit.checks', 'deposits.export'] } }, sort: '-createdAt', limit: 5, overrideAccess: true })
    expect(audit.docs.map((entry) => entry.action)).toEqual(expect.arrayContaining(['deposit.checks', 'deposits.export']))
  })
})
