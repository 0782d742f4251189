import { randomUUID } from 'node:crypto'

import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http } from '../support/http'
import { getTestPayload } from '../support/payload'

// The staff list leaves checkouts never confirmed (`abandoned`) out unless asked for them.

let payload: Payload
let token: string
type Listed = { id: number; status: string }
const list = async (query = '') => {
  const response = await http(`/api/donations/list${query}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return { items: (await response.json()) as Listed[], total: Number(response.headers.get('x-total-count')) }
}
const countOf = async (where: Where) => (await payload.count({ collection: 'donations', where })).totalDocs

let abandoned: number
let succeeded: number

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
  const email = `filter-${randomUUID()}@example.org`
  abandoned = (await payload.create({ collection: 'donations', data: { amount_cents: 700, currency: 'usd', method: 'card', status: 'abandoned', donor_email: email } })).id
  succeeded = (await payload.create({ collection: 'donations', data: { amount_cents: 900, currency: 'usd', method: 'card', status: 'succeeded', donor_email: email } })).id
})

describe('GET /api/donations/list?status=', () => {
  it('by default lists every status but abandoned, and X-Total-Count counts the same', async () => {
    const { items, total } = await list()
    expect(items.map((d) => d.id)).toContain(succeeded)
    expect(items.map((d) => d.id)).not.toContain(abandoned)
    expect(items.some((d) => d.status === 'abandoned')).toBe(false)
    expect(total).toBe(await countOf({ status: { not_equals: 'abandoned' } }))
  })

  it('?status=abandoned lists only them; ?status=all lists everything', async () => {
    const only = await list('?status=abandoned')
    expect(only.items.map((d) => d.id)).toContain(abandoned)
    expect(only.items.every((d) => d.status === 'abandoned')).toBe(true)
    expect(only.total).toBe(await countOf({ status: { equals: 'abandoned' } }))
    const all = await list('?status=all&limit=100')
    expect(all.total).toBe(await countOf({}))
    expect(all.items.map((d) => d.id)).toEqual(expect.arrayContaining([abandoned, succeeded]))
    const paged = await list('?status=succeeded&skip=0&limit=1')
    expect(paged.items).toHaveLength(1)
    expect(paged.total).toBe(await countOf({ status: { equals: 'succeeded' } }))
  })

  it('an unknown status is refused with the statuses to choose from', async () => {
    const response = await http('/api/donations/list?status=lost', { headers: bearer(token) })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { fields: Record<string, string> }
    expect(body.fields.status).toBe('Please choose one of: all, pending, succeeded, failed, canceled, refunded, voided, disputed, abandoned')
  })

  it('a content-role staff member may not read gifts: 403 (also on the attention summary)', async () => {
    const email = `content-${randomUUID()}@test.example.org`
    const password = 'a long enough content password 7'
    await payload.create({ collection: 'users', data: { email, password, role: 'content' } })
    const content = await apiLogin(email, password)
    expect((await http('/api/donations/list', { headers: bearer(content) })).status).toBe(403)
    expect((await http('/api/donations/list?status=abandoned', { headers: bearer(content) })).status).toBe(403)
    expect((await http('/api/donations/attention', { headers: bearer(content) })).status).toBe(403)
  })
})
