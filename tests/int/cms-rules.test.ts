import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { EIN_NEEDED_MESSAGE } from '@/contracts/organization'
import { CLOSES_BEFORE_OPENS_MESSAGE } from '@/contracts/scholarships'

import { apiLogin, baseURL, bearer, http, sendJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'

// /cms (Payload's REST) keeps the rules /api keeps, with the field's own message: a scholarship
// round's (closing after opening, at least one criterion, each key once) and the giving settings'
// (an exempt foundation needs its EIN); and the giving settings are an admin's alone there too.

let payload: Payload
let admin: string
let fundraising: string
const PASSWORD = 'a long enough password 7'
const tag = randomUUID().slice(0, 8)
const hour = 3_600_000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

const round = (over: Record<string, unknown> = {}) => ({
  title: 'Rules Award',
  slug: `rules-${tag}`,
  award_cents: 100_000,
  awards_count: 1,
  opens_at: at(-24 * hour),
  closes_at: at(24 * hour),
  essay_prompt: 'What comes next?',
  essay_max_words: 300,
  documents: [{ key: 'transcript', label: 'Transcript', required: true, reviewers_see: false }],
  recommendations_required: 0,
  criteria: [{ key: 'essay', label: 'Essay' }],
  is_published: false,
  ...over,
})

/** A JSON write to Payload's REST as a signed-in staff member (Payload's `JWT` scheme). */
const cms = (method: string, path: string, token: string, body?: unknown) =>
  http(`/cms/api/${path}`, { method, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', Origin: baseURL() }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

/** Each invalid field's message in a Payload REST answer (ValidationError's `data.errors`). */
async function fieldMessages(response: Response): Promise<Record<string, string>> {
  const body = (await response.json()) as { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
  return Object.fromEntries((body.errors?.[0]?.data?.errors ?? []).map((error) => [error.path, error.message]))
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
  const email = uniqueEmail('fundraising-rules')
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'fundraising' } })
  fundraising = await apiLogin(email, PASSWORD)
})

describe('a scholarship round through /cms: the staff API’s rules, with its messages', () => {
  it('POST: closing before opening, no criterion, a key twice: 400 naming each field, and nothing created', async () => {
    const bad = round({
      slug: `backwards-${tag}`,
      opens_at: at(48 * hour),
      closes_at: at(24 * hour),
      criteria: [],
      documents: [
        { key: 'cv', label: 'CV', required: true, reviewers_see: false },
        { key: 'cv', label: 'CV again', required: false, reviewers_see: false },
      ],
    })
    const response = await cms('POST', 'scholarship-rounds', admin, bad)
    expect(response.status).toBe(400)
    expect(await fieldMessages(response)).toEqual({ closes_at: CLOSES_BEFORE_OPENS_MESSAGE, criteria: 'At least one criterion', documents: 'Each document needs its own key' })
    // The staff API answers the same lists with the same messages (its closing date: tests/int/scholarships-review.test.ts).
    const api = await sendJson('POST', '/api/admin/scholarships', bad, admin)
    expect(api.status).toBe(422)
    expect(((await api.json()) as { fields: Record<string, string> }).fields).toMatchObject({ criteria: 'At least one criterion', documents: 'Each document needs its own key' })
    const missing = await cms('POST', 'scholarship-rounds', admin, round({ slug: `no-criteria-${tag}`, criteria: undefined }))
    expect(missing.status).toBe(400)
    expect(await fieldMessages(missing)).toEqual({ criteria: 'At least one criterion' })
    expect((await payload.count({ collection: 'scholarship-rounds', where: { slug: { in: [`backwards-${tag}`, `no-criteria-${tag}`] } } })).totalDocs).toBe(0)
  })

  it('PATCH: a good round made bad is refused field by field and stays as it was', async () => {
    const created = await cms('POST', 'scholarship-rounds', admin, round())
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    const backwards = await cms('PATCH', `scholarship-rounds/${doc.id}`, admin, { closes_at: at(-48 * hour) })
    expect(backwards.status).toBe(400)
    expect(await fieldMessages(backwards)).toEqual({ closes_at: CLOSES_BEFORE_OPENS_MESSAGE })
    const twice = await cms('PATCH', `scholarship-rounds/${doc.id}`, admin, {
      criteria: [
        { key: 'need', label: 'Need' },
        { key: 'need', label: 'Need again' },
      ],
    })
    expect(twice.status).toBe(400)
    expect(await fieldMessages(twice)).toEqual({ criteria: 'Each criterion needs its own key' })
    const none = await cms('PATCH', `scholarship-rounds/${doc.id}`, admin, { criteria: [] })
    expect(none.status).toBe(400)
    expect(await fieldMessages(none)).toEqual({ criteria: 'At least one criterion' })

    const kept = await payload.findByID({ collection: 'scholarship-rounds', id: doc.id, depth: 0 })
    expect(kept.criteria?.map((criterion) => criterion.key)).toEqual(['essay'])
    expect(new Date(kept.closes_at).getTime()).toBeGreaterThan(Date.now())
    // A change within the rules still goes through.
    const fine = await cms('PATCH', `scholarship-rounds/${doc.id}`, admin, {
      criteria: [
        { key: 'essay', label: 'Essay' },
        { key: 'need', label: 'Need' },
      ],
    })
    expect(fine.status).toBe(200)
    await payload.delete({ collection: 'scholarship-rounds', id: doc.id })
  })
})

describe('the giving settings in /cms', () => {
  it('are an admin’s alone: fundraising staff read nothing of them there (nor through the staff API)', async () => {
    const refused = await cms('GET', 'globals/organization', fundraising)
    expect(refused.status).toBe(403)
    expect(JSON.stringify(await refused.json())).not.toMatch(/legal_name|mailing_address/)
    expect((await http('/api/admin/organization', { headers: bearer(fundraising) })).status).toBe(403)
    const read = await cms('GET', 'globals/organization', admin)
    expect(read.status).toBe(200)
    expect(((await read.json()) as { legal_name?: string }).legal_name).toBeTruthy()
  })

  it('"exempt" without an EIN: 400 with the EIN field’s message, as the staff API says it, and nothing changed', async () => {
    const before = await payload.findGlobal({ slug: 'organization', depth: 0 })
    const response = await cms('POST', 'globals/organization', admin, { tax_status: 'exempt', ein: null })
    expect(response.status).toBe(400)
    expect(await fieldMessages(response)).toEqual({ ein: EIN_NEEDED_MESSAGE })
    const blank = await cms('POST', 'globals/organization', admin, { tax_status: 'exempt', ein: '  ' })
    expect(await fieldMessages(blank)).toEqual({ ein: EIN_NEEDED_MESSAGE })
    const after = await payload.findGlobal({ slug: 'organization', depth: 0 })
    expect({ tax_status: after.tax_status, ein: after.ein }).toEqual({ tax_status: before.tax_status, ein: before.ein })
  })
})
