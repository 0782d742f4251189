import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { PublicTribute, StaffTribute, TributeSummary } from '@/contracts/tributes'

import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Tribute pages (issue 46): made by the first gift in a name that succeeds, never by a checkout
// left unpaid; each donor's choice of name and amount kept; staff rename, hide and merge them.

let payload: Payload
let token: string

const deliver = (type: string, object: Record<string, unknown>) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object)
/** A name no other test uses, in letters only (its address is the name's). */
const uniqueName = (first: string) =>
  `${first} ${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}ton`
const slugOf = (name: string) => name.toLowerCase().replace(/ /g, '-')

type Gift = { id: number; intent: string; amount: number }
async function tributeGift(amount: number, honoree: string, extra: Record<string, unknown> = {}, tribute: Record<string, unknown> = {}): Promise<Gift> {
  const response = await postJson('/api/donations/checkout', {
    amount_cents: amount,
    donor_name: 'Dana Giver',
    donor_email: `giver-${randomUUID()}@example.org`,
    tribute: { kind: 'memory', honoree_name: honoree, ...tribute },
    ...extra,
  })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  return { id, intent: secret.split('_secret_')[0]!, amount }
}
async function succeed(gift: Gift) {
  const { body } = await deliver('payment_intent.succeeded', {
    id: gift.intent,
    object: 'payment_intent',
    amount: gift.amount,
    amount_received: gift.amount,
    metadata: { donation_id: String(gift.id) },
  })
  expect(body.outcome).toBe('applied')
}
async function publicPage(slug: string): Promise<{ status: number; body: PublicTribute }> {
  const response = await http(`/api/tributes/${slug}`)
  return { status: response.status, body: (await response.json()) as PublicTribute }
}
async function staffPage(name: string): Promise<StaffTribute> {
  const response = await http(`/api/admin/tributes?q=${encodeURIComponent(name)}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  const page = ((await response.json()) as StaffTribute[]).find((row) => row.name === name)
  expect(page).toBeDefined()
  return page!
}
const edit = (page: StaffTribute, change: Partial<StaffTribute>) =>
  sendJson(
    'PUT',
    `/api/admin/tributes/${page.id}`,
    {
      name: page.name,
      slug: page.slug,
      born_on: page.born_on,
      died_on: page.died_on,
      remembrance_on: page.remembrance_on,
      family_word: page.family_word,
      show_total: page.show_total,
      hidden: page.hidden,
      ...change,
    },
    token,
  )

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('a tribute page', () => {
  it('is made by the first gift that succeeds, not by a checkout left unpaid; donors shown as they chose, amounts only when allowed, the total only when the family agrees', async () => {
    const name = uniqueName('Rosa')
    const slug = slugOf(name)
    const unpaid = await tributeGift(2000, name)
    expect((await payload.findByID({ collection: 'donations', id: unpaid.id })).tribute?.page ?? null).toBeNull()
    expect((await publicPage(slug)).status).toBe(404)
    expect((await payload.count({ collection: 'tributes', where: { slug: { equals: slug } } })).totalDocs).toBe(0)

    const named = await tributeGift(5000, name, {}, { show_amount: true })
    await succeed(named)
    const anonymous = await tributeGift(7500, `  ${name.replace(' ', '   ')} `, { anonymous: true })
    await succeed(anonymous)

    const { status, body } = await publicPage(slug)
    expect(status).toBe(200)
    expect(body).toMatchObject({ slug, name, kind: 'memory', gift_count: 2, total_cents: null })
    // Newest first: the anonymous gift hides its name and (not ticked) its amount.
    expect(body.gifts).toEqual([
      { giver: 'Anonymous', amount_cents: null, at: expect.any(String) },
      { giver: 'Dana G.', amount_cents: 5000, at: expect.any(String) },
    ])
    expect(JSON.stringify(body)).not.toContain('7500')
    expect(JSON.stringify(body)).not.toContain('@example.org')
    // Two gifts in one name, one page; the unpaid checkout still has none.
    expect((await payload.count({ collection: 'tributes', where: { slug: { equals: slug } } })).totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'donations', id: unpaid.id })).tribute?.page ?? null).toBeNull()

    // The family agrees to show the total: staff tick it, and the cached page shows it at once.
    const page = await staffPage(name)
    expect(page).toMatchObject({ gift_count: 2, total_cents: 12_500, show_total: false, hidden: false })
    const shown = await edit(page, { show_total: true, family_word: 'Thank you for remembering her.', died_on: '2001-09-11' })
    expect(shown.status).toBe(200)
    expect((await publicPage(slug)).body).toMatchObject({ total_cents: 12_500, family_word: 'Thank you for remembering her.', died_on: '2001-09-11' })

    // Found by part of her name; one letter is too little.
    const found = (await (await http(`/api/tributes?q=${encodeURIComponent(name.split(' ')[1]!)}`)).json()) as TributeSummary[]
    expect(found).toContainEqual({ slug, name, kind: 'memory', gift_count: 2 })
    const short = await http('/api/tributes?q=R')
    expect(short.status).toBe(422)
    expect(((await short.json()) as { detail: string; fields: Record<string, string> }).fields.q).toBe('Type at least 2 letters of the name')

    // A refund takes the gift off the page.
    await deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: named.intent, amount: 5000, amount_refunded: 5000, refunded: true })
    expect((await publicPage(slug)).body).toMatchObject({ gift_count: 1, total_cents: 7500, gifts: [{ giver: 'Anonymous', amount_cents: null }] })
  })

  it('staff rename it (later gifts in the new name join it), refuse a taken address, hide it, and answer bad input with 422', async () => {
    const name = uniqueName('Walter')
    await succeed(await tributeGift(3000, name))
    const page = await staffPage(name)
    const other = uniqueName('Olga')
    await succeed(await tributeGift(3000, other))
    const otherPage = await staffPage(other)

    const renamed = `${name} Sr`
    expect((await edit(page, { name: renamed })).status).toBe(200)
    await succeed(await tributeGift(4000, renamed))
    expect((await publicPage(page.slug)).body).toMatchObject({ name: renamed, gift_count: 2 })

    const taken = await edit({ ...page, name: renamed }, { slug: otherPage.slug })
    expect(taken.status).toBe(409)
    expect(((await taken.json()) as { detail: string }).detail).toBe('Another tribute page already has this address')

    const bad = await edit(page, { name: '', born_on: '1962-13-45', slug: 'Not A Slug' } as Partial<StaffTribute>)
    expect(bad.status).toBe(422)
    const { fields } = (await bad.json()) as { fields: Record<string, string> }
    expect(fields).toMatchObject({ name: 'The name is required', born_on: 'Use a date like 1962-04-18, or leave it empty', slug: 'Use lowercase letters, digits and hyphens only' })

    expect((await edit({ ...page, name: renamed }, { hidden: true })).status).toBe(200)
    expect((await publicPage(page.slug)).status).toBe(404)
    const search = (await (await http(`/api/tributes?q=${encodeURIComponent(name)}`)).json()) as TributeSummary[]
    expect(search.map((row) => row.slug)).not.toContain(page.slug)

    // Every change is in the audit trail under the staff member's name.
    const { docs } = await payload.find({ collection: 'audit-entries', where: { and: [{ target_collection: { equals: 'tributes' } }, { target_id: { equals: String(page.id) } }] }, limit: 10 })
    expect(docs.filter((entry) => entry.action === 'update').length).toBeGreaterThanOrEqual(2)
  })

  it('merging two pages that are one person moves the gifts, and the old address answers the page it was merged into', async () => {
    const name = uniqueName('Henry')
    const misspelt = `${name}e`
    await succeed(await tributeGift(1000, name))
    await succeed(await tributeGift(2000, misspelt))
    const keep = await staffPage(name)
    const merge = await staffPage(misspelt)

    expect((await sendJson('POST', `/api/admin/tributes/${merge.id}/merge`, { into: merge.id }, token)).status).toBe(409)
    const merged = await sendJson('POST', `/api/admin/tributes/${merge.id}/merge`, { into: keep.id }, token)
    expect(merged.status).toBe(200)
    expect(await merged.json()).toMatchObject({ hidden: true, merged_into: { id: keep.id, slug: keep.slug }, gift_count: 0 })

    expect((await publicPage(keep.slug)).body).toMatchObject({ slug: keep.slug, gift_count: 2 })
    expect((await publicPage(merge.slug)).body).toMatchObject({ slug: keep.slug, gift_count: 2 })
    // A later gift in the misspelt name goes to the page it was merged into.
    await succeed(await tributeGift(500, misspelt))
    expect((await publicPage(keep.slug)).body.gift_count).toBe(3)
    // Merged already: it cannot be merged again, nor be merged into.
    expect((await sendJson('POST', `/api/admin/tributes/${keep.id}/merge`, { into: merge.id }, token)).status).toBe(409)

    const { docs } = await payload.find({ collection: 'audit-entries', where: { and: [{ action: { equals: 'tribute.merge' } }, { target_id: { equals: String(merge.id) } }] }, limit: 1 })
    expect(docs).toHaveLength(1)
  })

  it('a page that does not exist is 404; staff endpoints need a staff token', async () => {
    expect((await publicPage('no-such-person-anywhere')).status).toBe(404)
    expect((await http('/api/admin/tributes')).status).toBe(401)
    expect((await sendJson('PUT', '/api/admin/tributes/1', {})).status).toBe(401)
  })
})
