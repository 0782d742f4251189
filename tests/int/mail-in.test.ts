import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, sendJson } from '../support/http'
import { getTestPayload, staffUser } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

type Gift = {
  id: number
  amount_cents: number
  status: string
  method: string
  received_on: string | null
  check_number: string | null
  note: string | null
  history: { by: string; action: string; changes?: Record<string, { from: unknown; to: unknown }>; reason?: string }[]
}

let payload: Payload
let token: string
const stats = async () => (await (await http('/api/donations/stats', { headers: bearer(token) })).json()) as { total_amount_cents: number; total_count: number; recurring_count: number }
const csvLine = async (id: number) => (await (await http('/api/donations/export.csv', { headers: bearer(token) })).text()).split('\r\n').find((l) => l.startsWith(`${id},`))
const check = (fields: Record<string, unknown> = {}) => ({
  amount_cents: 25_000,
  received_on: '2026-11-20',
  donor_name: 'St. Mark’s Parish',
  donor_email: 'Office@StMarks.example.org',
  check_number: '1042',
  dedication_note: 'For the scholarship fund',
  note: 'Came with a card from the youth group',
  ...fields,
})
const record = async (fields: Record<string, unknown> = {}) => {
  const response = await sendJson('POST', '/api/donations/mail-in', check(fields), token)
  expect(response.status).toBe(201)
  return (await response.json()) as Gift
}

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('checks by mail', () => {
  it('a recorded check counts in the totals and the CSV (Method “Check”, the day it arrived), and its history starts', async () => {
    const before = await stats()
    const gift = await record()
    expect(gift).toMatchObject({ amount_cents: 25_000, status: 'succeeded', method: 'check', received_on: '2026-11-20', check_number: '1042' })
    expect(gift.history).toEqual([{ at: expect.any(String), by: 'staff@test.example.org', action: 'recorded' }])
    const after = await stats()
    expect(after.total_amount_cents - before.total_amount_cents).toBe(25_000)
    expect(after.total_count - before.total_count).toBe(1)
    expect(after.recurring_count).toBe(before.recurring_count)
    expect(await csvLine(gift.id)).toBe(`${gift.id},2026-11-20,250.00,St. Mark’s Parish,office@stmarks.example.org,One-time,succeeded,For the scholarship fund,Check,,,,,0.00,false`)
  })

  it('a correction keeps who changed what, from and to; the totals follow', async () => {
    const gift = await record()
    const before = await stats()
    const response = await sendJson('PATCH', `/api/donations/${gift.id}`, check({ amount_cents: 20_000, check_number: '1043' }), token)
    expect(response.status).toBe(200)
    const corrected = (await response.json()) as Gift
    expect(corrected.amount_cents).toBe(20_000)
    expect(corrected.history.map((h) => h.action)).toEqual(['recorded', 'edited'])
    expect(corrected.history[1]).toMatchObject({ by: 'staff@test.example.org', changes: { amount_cents: { from: 25_000, to: 20_000 }, check_number: { from: '1042', to: '1043' } } })
    expect((await stats()).total_amount_cents - before.total_amount_cents).toBe(-5_000)
  })

  it('a void keeps the check listed, takes it out of the totals, and records why; a voided check cannot change again', async () => {
    const gift = await record()
    const before = await stats()
    const response = await sendJson('POST', `/api/donations/${gift.id}/void`, { reason: 'Returned by the bank' }, token)
    expect(response.status).toBe(200)
    const voided = (await response.json()) as Gift
    expect(voided.status).toBe('voided')
    expect(voided.history.at(-1)).toMatchObject({ action: 'voided', reason: 'Returned by the bank', by: 'staff@test.example.org' })
    const after = await stats()
    expect(after.total_amount_cents - before.total_amount_cents).toBe(-25_000)
    expect(after.total_count - before.total_count).toBe(-1)
    expect(await csvLine(gift.id)).toMatch(/,voided,.*,Check,,,,,0.00,false$/)
    const again = await sendJson('POST', `/api/donations/${gift.id}/void`, { reason: 'twice' }, token)
    expect(again.status).toBe(409)
    expect((await sendJson('PATCH', `/api/donations/${gift.id}`, check(), token)).status).toBe(409)
  })

  it('a card gift cannot be edited or voided here: it changes only through Stripe', async () => {
    const card = await payload.create({ collection: 'donations', data: { amount_cents: 5000, currency: 'usd', method: 'card', status: 'succeeded' } })
    const edit = await sendJson('PATCH', `/api/donations/${card.id}`, check(), token)
    expect(edit.status).toBe(409)
    expect(((await edit.json()) as { detail: string }).detail).toBe('Only a check recorded by staff can be changed here; card gifts change only through Stripe.')
    expect((await sendJson('POST', `/api/donations/${card.id}/void`, { reason: 'no' }, token)).status).toBe(409)
    expect((await payload.findByID({ collection: 'donations', id: card.id })).amount_cents).toBe(5000)
    // …nor refunded through Stripe: a check has no payment there.
    const gift = await record()
    expect((await sendJson('POST', `/api/donations/${gift.id}/refund`, {}, token)).status).toBe(409)
  })

  it('answers bad input with 422 and each field’s message, recording nothing', async () => {
    const before = await stats()
    const response = await sendJson('POST', '/api/donations/mail-in', { amount_cents: 0, received_on: '2999-01-01', donor_name: ' ', donor_email: 'not-an-email', check_number: 'x'.repeat(41) }, token)
    expect(response.status).toBe(422)
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields).toMatchObject({
      amount_cents: 'Please enter a valid amount',
      received_on: 'Please enter the date the check arrived',
      donor_name: 'Please enter the donor’s name',
      donor_email: 'Invalid email',
      check_number: 'Please keep this under 40 characters',
    })
    for (const received_on of ['2026-02-30', '20-11-2026', '']) {
      expect((await sendJson('POST', '/api/donations/mail-in', check({ received_on }), token)).status).toBe(422)
    }
    expect((await sendJson('POST', '/api/donations/mail-in', check({ amount_cents: 100_000_001 }), token)).status).toBe(422)
    expect(await stats()).toEqual(before)
    expect((await sendJson('PATCH', '/api/donations/999999999', check(), token)).status).toBe(404)
  })

  it('/cms edits of a check are kept in its history too; its history and method cannot be rewritten there', async () => {
    const gift = await record()
    const staff = await staffUser(payload) // the admin: other files add accounts of other roles
    const asStaff = { user: staff, overrideAccess: false } as const
    await payload.update({ collection: 'donations', id: gift.id, data: { note: 'Thank-you letter sent' }, ...asStaff })
    let row = await payload.findByID({ collection: 'donations', id: gift.id })
    expect((row.history as Gift['history']).at(-1)).toMatchObject({ action: 'edited', changes: { note: { from: 'Came with a card from the youth group', to: 'Thank-you letter sent' } } })

    await payload.update({ collection: 'donations', id: gift.id, data: { history: [], method: 'card' }, ...asStaff })
    row = await payload.findByID({ collection: 'donations', id: gift.id })
    expect(row.method).toBe('check')
    expect((row.history as Gift['history']).map((h) => h.action)).toEqual(['recorded', 'edited'])

    await payload.update({ collection: 'donations', id: gift.id, data: { status: 'pending' }, ...asStaff })
    row = await payload.findByID({ collection: 'donations', id: gift.id })
    expect((row.history as Gift['history']).at(-1)).toMatchObject({ action: 'edited', changes: { status: { from: 'succeeded', to: 'pending' } } })
  })

  it('Stripe’s events never change a check, whatever ids they carry', async () => {
    const gift = await record()
    await sendJson('POST', `/api/donations/${gift.id}/void`, { reason: 'Bounced' }, token)
    const event = await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', {
      id: 'pi_not_a_check',
      object: 'payment_intent',
      amount: 99_900,
      amount_received: 99_900,
      metadata: { donation_id: String(gift.id) },
    })
    expect(event.body.outcome).toBe('ignored')
    expect(await payload.findByID({ collection: 'donations', id: gift.id })).toMatchObject({ status: 'voided', amount_cents: 25_000 })
  })
})
