import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, baseURL, bearer, http, purgePublicCache, sendJson } from '../support/http'
import { getTestPayload } from '../support/payload'

let payload: Payload
let token: string

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
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
      { id: expect.any(Number), name: 'Friend', amount_cents: 25_000, benefits_json: { benefits: ['Thanks'] }, is_active: true },
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
    expect(await updated.json()).toEqual({ id: tier.id, name: 'Guardian', amount_cents: 120_000, benefits_json: { benefits: ['Logo'] }, is_active: false })
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
  const messagesOf = async (response: Response) => JSON.stringify(await response.json())

  it('a sponsor tier: name too long, negative amount, benefits not an object', async () => {
    const response = await cms('POST', '/cms/api/sponsor-tiers', { name: 'x'.repeat(201), amount_cents: -5, benefits_json: ['a'] })
    expect(response.status).toBe(400)
    const messages = await messagesOf(response)
    expect(messages).toContain('Please keep this under 200 characters')
    expect(messages).toContain('Amount must be a valid number')
    expect(messages).toContain('Benefits must be a JSON object')
    const api = await sendJson('POST', '/api/sponsors/admin', { name: 'x'.repeat(201), amount_cents: 100 }, token)
    expect(((await api.json()) as { fields: Record<string, string> }).fields.name).toBe('Please keep this under 200 characters')
  })

  it('an event: a URL that is not http(s), an end before the start', async () => {
    const response = await cms('POST', '/cms/api/events', {
      title: 'Rule check',
      start_at: '2031-09-11T18:00:00.000Z',
      end_at: '2031-09-11T17:00:00.000Z',
      external_registration_url: 'javascript:alert(1)',
    })
    expect(response.status).toBe(400)
    const messages = await messagesOf(response)
    expect(messages).toContain('Please enter a valid URL')
    expect(messages).toContain('The end must not be before the start')
  })

  it('a valid tier saved through /cms is read back by /api', async () => {
    const response = await cms('POST', '/cms/api/sponsor-tiers', { name: 'x'.repeat(200), amount_cents: 100, benefits_json: { benefits: [] } })
    expect(response.status).toBe(201)
    const { doc } = (await response.json()) as { doc: { id: number } }
    expect((await http(`/api/sponsors/admin/${doc.id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(200)
  })
})

