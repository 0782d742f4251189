import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http } from '../support/http'
import { getTestPayload } from '../support/payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
  await payload.delete({ collection: 'donations', where: { id: { exists: true } } })
  const rows = [
    { amount_cents: 2_500, status: 'succeeded', is_recurring: true, donor_name: 'A' },
    { amount_cents: 10_000, status: 'succeeded', is_recurring: false, donor_name: 'B', dedication_note: 'For Joe' },
    { amount_cents: 5_000, status: 'pending', is_recurring: false },
    { amount_cents: 7_700, status: 'failed', is_recurring: true },
    { amount_cents: 1_000, status: 'refunded', is_recurring: false, donor_name: '=HYPERLINK("http://evil")', dedication_note: 'Love, "Mom", always' },
  ] as const
  for (const data of rows) await payload.create({ collection: 'donations', data: { currency: 'usd', method: 'card', ...data } })
})

describe('GET /api/donations/stats', () => {
  it('counts succeeded donations only', async () => {
    const response = await http('/api/donations/stats', { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      total_amount_cents: 12_500,
      total_count: 2,
      recurring_count: 1,
      fee_covered_cents: 0,
      by_campaign: expect.any(Array),
      monthly_prompt: { offered: 0, accepted: 0, rate_percent: null },
    })
  })
})

describe('GET /api/donations/list', () => {
  it('lists all donations newest first, with the total', async () => {
    const response = await http('/api/donations/list', { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(response.headers.get('x-total-count')).toBe('5')
    const items = (await response.json()) as { amount_cents: number; created_at: string }[]
    expect(items.map((d) => d.amount_cents)).toEqual([1_000, 7_700, 5_000, 10_000, 2_500])
    expect(items[3]).toEqual({
      id: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      amount_cents: 10_000,
      currency: 'usd',
      donor_name: 'B',
      donor_email: null,
      is_recurring: false,
      status: 'succeeded',
      kept_cents: 10_000,
      dedication_note: 'For Joe',
      refunded_cents: 0,
      subscription_canceled_at: null,
      method: 'card',
      gift_import: null,
      received_on: null,
      check_number: null,
      note: null,
      history: [],
      dispute: null,
      renewal_failed_at: null,
      failure_reason: null,
      campaign: null,
      fee_covered_cents: 0,
      is_anonymous: false,
      tribute: null,
      acknowledgement: { queued_at: null, sent_at: null, sent_by: null }, // no email: a letter to post (docs/acknowledgements.md)
    })
  })

  it('pages with skip and limit', async () => {
    const response = await http('/api/donations/list?skip=1&limit=2', { headers: bearer(token) })
    expect(response.headers.get('x-total-count')).toBe('5')
    expect(((await response.json()) as { amount_cents: number }[]).map((d) => d.amount_cents)).toEqual([7_700, 5_000])
    expect((await http('/api/donations/list?limit=abc', { headers: bearer(token) })).status).toBe(422)
  })
})

describe('GET /api/donations/export.csv', () => {
  it('streams every donation as CSV named by date, formulas neutralised', async () => {
    const response = await http('/api/donations/export.csv', { headers: bearer(token) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const today = new Date().toISOString().slice(0, 10)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="donations-${today}.csv"`)
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('ID,Date,Amount,Donor Name,Donor Email,Type,Status,Dedication,Method,Campaign,Tribute,Honoree,Notify Email,Fee Covered,Anonymous') // the spec's columns first, new ones after
    expect(lines).toHaveLength(6)
    expect(lines[1]).toMatch(/^\d+,\d{4}-\d{2}-\d{2}T[\d:.]+Z,10\.00,"'=HYPERLINK\(""http:\/\/evil""\)",,One-time,refunded,"Love, ""Mom"", always",Card,,,,,0\.00,false$/)
    expect(lines[5]).toMatch(/,25\.00,A,,Recurring,succeeded,,Card,,,,,0\.00,false$/)
  })
})
