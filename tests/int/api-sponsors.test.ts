import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, baseURL, bearer, http, purgePublicCache, sendJson } from '../support/http'
import { getTestPayload } from '../support/payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
  // Another file's sponsorships (on this worker's database) first: their tiers' foreign key.
  await payload.delete({ collection: 'sponsorships', where: { id: { exists: true } } })
  await payload.delete({ collection: 'sponsor-tiers', where: { id: { exists: true } } })
  await payload.create({ collection: 'sponsor-tiers', data: { name: 'Friend', amount_cents: 25_000, benefits_json: { benefits: ['Thanks'] }, is_active: true, sort_order: 1 } })
  await payload.create({ collection: 'sponsor-tiers', data: { name: 'Retired', amount_cents: 99_000, benefits_json: {}, is_active: false, sort_order: 0 } })
  await purgePublicCache(token)
})

describe('GET /api/sponsors', () => {
  it('lists active tiers only, in the contract’s shape', async () => {
    const response = await http('/api/sponsors')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      {
        id: expect.any(Number),
        name: 'Friend',
        amount_cents: 25_000,
        benefits_json: { benefits: ['Thanks'] },
        is_active: true,
        // Not sold online unless staff say so (issue 45): no limit, no value, nothing held.
        quantity: null,
        value_cents: 0,
        purchasable: false,
        remaining: null,
        sold_out: false,
      },
    ])
  })
})

describe('admin sponsor tiers', () => {
  it('lists all tiers, inactive included', async () => {
    const tiers = (await (await http('/api/sponsors/admin', { headers: bearer(token) })).json()) as { name: string }[]
    expect(tiers.map((t) => t.name).sort()).toEqual(['Friend', 'Retired'])
  })

  it('creates (benefits default to an empty list), updates and deletes', async () => {
    const created = await sendJson('POST', '/api/sponsors/admin', { name: 'Guardian', amount_cents: 100_000, is_active: true }, token)
    expect(created.status).toBe(201)
    const tier = (await created.json()) as { id: number; benefits_json: unknown }
    expect(tier.benefits_json).toEqual({ benefits: [] })

    const updated = await sendJson('PUT', `/api/sponsors/admin/${tier.id}`, { name: 'Guardian', amount_cents: 120_000, benefits_json: { benefits: ['Logo'] }, is_active: false }, token)
    expect(updated.status).toBe(200)
    expect(await updated.json()).toEqual({
      id: tier.id,
      name: 'Guardian',
      amount_cents: 120_000,
      benefits_json: { benefits: ['Logo'] },
      is_active: false,
      quantity: null,
      value_cents: 0,
      purchasable: false,
      remaining: null,
      sold_out: false,
    })
    const overValued = await sendJson('PUT', `/api/sponsors/admin/${tier.id}`, { name: 'Guardian', amount_cents: 120_000, value_cents: 130_000 }, token)
    expect(overValued.status).toBe(422)
    expect(((await overValued.json()) as { fields: Record<string, string> }).fields.value_cents).toBe('The fair market value cannot be more than the amount')
    const publicNames = ((await (await http('/api/sponsors')).json()) as { name: string }[]).map((t) => t.name)
    expect(publicNames).not.toContain('Guardian')

    expect((await http(`/api/sponsors/admin/${tier.id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
    expect((await http(`/api/sponsors/admin/${tier.id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(404)
  })

  it('validates with the spec’s messages; benefits must be a JSON object', async () => {
    const response = await sendJson('POST', '/api/sponsors/admin', { name: '', amount_cents: -5, benefits_json: ['not', 'an', 'object'] }, token)
    expect(response.status).toBe(422)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      name: 'Name is required',
      amount_cents: 'Amount must be a valid number',
      benefits_json: 'Benefits must be a JSON object',
    })
    const text = await sendJson('POST', '/api/sponsors/admin', { name: 'A', amount_cents: '12' }, token)
    expect(((await text.json()) as { fields: Record<string, string> }).fields.amount_cents).toBe('Amount must be a valid number')
  })
})

describe('/cms enforces the contract’s rules, with the same messages as /api', () => {
  const cms = (method: string, path: string, body: unknown) =>
    http(path, { method, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', Origin: baseURL() }, body: JSON.stringify(body) })
  /** Payload's REST names the invalid fields (by label); its Local API gives each field's message. */
  const localMessages = async (collection: 'sponsor-tiers' | 'events', data: Record<string, unknown>) => {
    const failure = (await payload.create({ collection, data: data as never }).catch((error: unknown) => error)) as { data?: { errors?: { path: string; message: string }[] } }
    return Object.fromEntries((failure.data?.errors ?? []).map((e) => [e.path, e.message]))
  }

  it('a sponsor tier: name too long, negative amount, benefits not an object', async () => {
    const tier = { name: 'x'.repeat(201), amount_cents: -5, benefits_json: ['a'] }
    const response = await cms('POST', '/cms/api/sponsor-tiers', tier)
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('The following fields are invalid: Name, Amount (cents), Benefits')
    expect(await localMessages('sponsor-tiers', tier)).toEqual({
      name: 'Please keep this under 200 characters',
      amount_cents: 'Amount must be a valid number',
      benefits_json: 'Benefits must be a JSON object',
    })
    const api = await sendJson('POST', '/api/sponsors/admin', tier, token)
    expect(((await api.json()) as { fields: Record<string, string> }).fields).toEqual(await localMessages('sponsor-tiers', tier))
  })

  it('an event: a URL that is not http(s), an end before the start', async () => {
    const event = { title: 'Rule check', start_at: '2031-09-11T18:00:00.000Z', end_at: '2031-09-11T17:00:00.000Z', external_registration_url: 'javascript:alert(1)' }
    const response = await cms('POST', '/cms/api/events', event)
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('The following fields are invalid: Ends, External registration URL')
    expect(await localMessages('events', event)).toEqual({
      end_at: 'The end must not be before the start',
      external_registration_url: 'Please enter a valid URL',
    })
    const api = await sendJson('POST', '/api/admin/events', event, token)
    expect(((await api.json()) as { fields: Record<string, string> }).fields).toEqual(await localMessages('events', event))
  })

  it('a valid tier saved through /cms is read back by /api', async () => {
    const response = await cms('POST', '/cms/api/sponsor-tiers', { name: 'x'.repeat(200), amount_cents: 100, benefits_json: { benefits: [] } })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    expect((await http(`/api/sponsors/admin/${doc.id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
  })
})
