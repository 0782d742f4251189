import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ENDS_BEFORE_STARTS_MESSAGE, GOAL_MESSAGE } from '@/contracts/campaigns'
import { PHOTO_MESSAGES } from '@/contracts/photo'

import { apiLogin, baseURL, bearer, http, postJson, purgePublicCache, sendJson } from '../support/http'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

type Campaign = {
  id: number
  slug: string
  title: string
  goal_cents: number
  raised_cents: number
  donor_count: number
  days_left: number
  cover: string | null
  recent_gifts: { name: string; amount_cents: number; at: string }[]
  story: string[]
}

const PASSWORD = 'a-long-enough-password-1'
const DAY = 86_400_000
let payload: Payload
let admin: string
let fundraising: string
let content: string

const deliver = (type: string, object: Record<string, unknown>) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object)
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const slugOf = (label: string) => `${label}-${randomUUID().slice(0, 8)}`
const campaignBody = (fields: Record<string, unknown> = {}) => ({
  title: 'Scholarships for Spring',
  slug: slugOf('spring'),
  story: 'Five students.\n\nOne first day of class each.',
  goal_cents: 500_000,
  starts_at: iso(-DAY),
  ends_at: iso(30 * DAY),
  is_published: true,
  ...fields,
})

/** A campaign created through the staff API (a fundraiser's token). */
async function createCampaign(fields: Record<string, unknown> = {}): Promise<Campaign> {
  const response = await sendJson('POST', '/api/admin/campaigns', campaignBody(fields), fundraising)
  expect(response.status).toBe(201)
  return (await response.json()) as Campaign
}

const publicCampaign = async (slug: string) => {
  const response = await http(`/api/campaigns/${slug}`)
  expect(response.status).toBe(200)
  return (await response.json()) as Campaign
}

/** A card gift started through checkout towards `campaign`, and Stripe's success for it. */
async function cardGift(campaign: string, amount: number, fields: Record<string, unknown> = {}) {
  const response = await postJson('/api/donations/checkout', { amount_cents: amount, campaign, ...fields })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  const intent = secret.split('_secret_')[0]!
  await deliver('payment_intent.succeeded', { id: intent, object: 'payment_intent', amount, amount_received: amount, metadata: { donation_id: String(id) } })
  return { id, intent }
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
  const users = { fundraising: uniqueEmail('campaign-fundraising'), content: uniqueEmail('campaign-content') }
  for (const [role, email] of Object.entries(users)) await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: role as 'fundraising' | 'content' } })
  fundraising = await apiLogin(users.fundraising, PASSWORD)
  content = await apiLogin(users.content, PASSWORD)
})

describe('a campaign’s money raised, counted by the same rule as the totals', () => {
  it('card gifts, a monthly renewal, a check and a partial refund move it; GET /api/campaigns/{slug} shows each on the next request', async () => {
    const campaign = await createCampaign()
    expect(await publicCampaign(campaign.slug)).toMatchObject({ raised_cents: 0, donor_count: 0, goal_cents: 500_000, story: ['Five students.', 'One first day of class each.'] })

    // Two card gifts (one anonymous: named so on the public list).
    await cardGift(campaign.slug, 5000, { donor_name: 'Maria Gonzalez', donor_email: uniqueEmail('maria') })
    const anonymous = await cardGift(campaign.slug, 2500, { donor_name: 'Hidden Person' })
    await payload.update({ collection: 'donations', id: anonymous.id, data: { is_anonymous: true }, context: { disableRevalidate: true } })
    await purgePublicCache(admin) // the Local API's change above reached no server hook
    let seen = await publicCampaign(campaign.slug)
    expect(seen).toMatchObject({ raised_cents: 7500, donor_count: 2 })
    expect(seen.recent_gifts.map((g) => [g.name, g.amount_cents])).toEqual([
      ['Anonymous', 2500],
      ['Maria G.', 5000],
    ])

    // A monthly gift: its first month, then a renewal (invoice.paid) counts for the same campaign.
    const monthly = (await (await postJson('/api/donations/checkout', { amount_cents: 1500, is_recurring: true, campaign: campaign.slug, donor_email: uniqueEmail('monthly') })).json()) as {
      donation_id: number
    }
    const first = await payload.findByID({ collection: 'donations', id: monthly.donation_id })
    const parent = { type: 'subscription_details', subscription_details: { subscription: first.stripe_subscription_id, metadata: { donation_id: String(first.id) } } }
    await deliver('invoice.paid', { id: first.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 1500, currency: 'usd', parent })
    expect((await publicCampaign(campaign.slug)).raised_cents).toBe(9000)
    const renewal = { id: `in_campaign_${randomUUID()}`, object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 1500, currency: 'usd', customer: first.stripe_customer_id, parent }
    expect((await deliver('invoice.paid', renewal)).body.outcome).toBe('applied')
    const renewed = await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: renewal.id } }, depth: 0 })
    expect(renewed.docs[0]).toMatchObject({ campaign: campaign.id, status: 'succeeded' })
    seen = await publicCampaign(campaign.slug)
    expect(seen).toMatchObject({ raised_cents: 10_500, donor_count: 3 }) // the monthly donor is one donor

    // A check recorded by staff towards the campaign.
    const check = await sendJson(
      'POST',
      '/api/donations/mail-in',
      { amount_cents: 20_000, received_on: new Date().toISOString().slice(0, 10), donor_name: 'St. Mark’s Parish', campaign: campaign.slug },
      fundraising,
    )
    expect(check.status).toBe(201)
    const checkId = ((await check.json()) as { id: number }).id
    seen = await publicCampaign(campaign.slug)
    expect(seen.raised_cents).toBe(30_500)
    // Its donor was never asked whether to be named: the public list says "Anonymous".
    expect(seen.recent_gifts[0]).toMatchObject({ name: 'Anonymous', amount_cents: 20_000 })
    expect(JSON.stringify(seen)).not.toContain('Parish')

    // A partial refund of Maria's gift, made in Stripe: only the money kept counts.
    const maria = await payload.find({ collection: 'donations', where: { and: [{ campaign: { equals: campaign.id } }, { donor_name: { equals: 'Maria Gonzalez' } }] }, depth: 0 })
    const mariaIntent = maria.docs[0]!.stripe_payment_intent_id
    await deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: mariaIntent, amount: 5000, amount_refunded: 2000, refunded: false })
    seen = await publicCampaign(campaign.slug)
    expect(seen.raised_cents).toBe(28_500)
    expect(seen.recent_gifts.find((g) => g.name === 'Maria G.')?.amount_cents).toBe(3000)

    // The check voided: it no longer counts.
    expect((await sendJson('POST', `/api/donations/${checkId}/void`, { reason: 'Bounced' }, fundraising)).status).toBe(200)
    expect((await publicCampaign(campaign.slug)).raised_cents).toBe(8_500)

    // The list, and the staff view, say the same.
    const list = (await (await http('/api/campaigns')).json()) as Campaign[]
    expect(list.find((c) => c.slug === campaign.slug)).toMatchObject({ raised_cents: 8_500, donor_count: 3 })
    const staffList = (await (await http('/api/admin/campaigns', { headers: bearer(fundraising) })).json()) as Campaign[]
    expect(staffList.find((c) => c.id === campaign.id)).toMatchObject({ raised_cents: 8_500, donor_count: 3 })
    const stats = (await (await http('/api/donations/stats', { headers: bearer(fundraising) })).json()) as { by_campaign: unknown[] }
    expect(stats.by_campaign).toContainEqual({ slug: campaign.slug, title: 'Scholarships for Spring', raised_cents: 8_500, donor_count: 3 })
  })

  it('the staff stats list every campaign, one without gifts at 0', async () => {
    const quiet = await createCampaign({ title: 'Quiet Campaign' })
    const response = await http('/api/donations/stats', { headers: bearer(fundraising) })
    expect(response.status).toBe(200)
    const stats = (await response.json()) as { by_campaign: Array<{ slug: string }> }
    expect(stats.by_campaign).toContainEqual({ slug: quiet.slug, title: 'Quiet Campaign', raised_cents: 0, donor_count: 0 })
  })
})

describe('checkout towards a campaign', () => {
  it('stores the campaign on the gift', async () => {
    const campaign = await createCampaign()
    const response = await postJson('/api/donations/checkout', { amount_cents: 2000, campaign: campaign.slug })
    expect(response.status).toBe(201)
    const { donation_id: id } = (await response.json()) as { donation_id: number }
    expect(await payload.findByID({ collection: 'donations', id, depth: 0 })).toMatchObject({ campaign: campaign.id, fundraiser: null })
  })

  it('refuses (422, on the field) a closed, not yet open, unpublished or unknown campaign, and creates nothing', async () => {
    const closed = await createCampaign({ starts_at: iso(-10 * DAY), ends_at: iso(-DAY) })
    const soon = await createCampaign({ starts_at: iso(DAY), ends_at: iso(10 * DAY) })
    const draft = await createCampaign({ is_published: false })
    const before = await payload.count({ collection: 'donations' })
    for (const slug of [closed.slug, soon.slug, draft.slug, 'no-such-campaign']) {
      const response = await postJson('/api/donations/checkout', { amount_cents: 2000, campaign: slug })
      expect(response.status).toBe(422)
      const body = (await response.json()) as { fields: Record<string, string> }
      expect(body.fields.campaign).toMatch(/campaign/i)
    }
    expect((await postJson('/api/donations/checkout', { amount_cents: 2000, campaign: 'Not A Slug!' })).status).toBe(422)
    expect((await payload.count({ collection: 'donations' })).totalDocs).toBe(before.totalDocs)
  })

  it('takes an approved fundraiser of the campaign, and refuses one that is not approved, unknown, or without its campaign', async () => {
    const campaign = await createCampaign()
    const make = (status: 'approved' | 'pending') =>
      payload.create({
        collection: 'fundraisers',
        data: { campaign: campaign.id, slug: slugOf(status), name: 'Ana Lopez', email: uniqueEmail('supporter'), goal_cents: 10_000, status },
        context: { disableRevalidate: true },
      })
    const [approved, pending] = [await make('approved'), await make('pending')]
    const ok = await postJson('/api/donations/checkout', { amount_cents: 2000, campaign: campaign.slug, fundraiser: approved.slug })
    expect(ok.status).toBe(201)
    const { donation_id: id } = (await ok.json()) as { donation_id: number }
    expect(await payload.findByID({ collection: 'donations', id, depth: 0 })).toMatchObject({ campaign: campaign.id, fundraiser: approved.id })
    for (const body of [{ campaign: campaign.slug, fundraiser: pending.slug }, { campaign: campaign.slug, fundraiser: 'no-such-page' }, { fundraiser: approved.slug }]) {
      const response = await postJson('/api/donations/checkout', { amount_cents: 2000, ...body })
      expect(response.status).toBe(422)
      expect(((await response.json()) as { fields: Record<string, string> }).fields.fundraiser).toBeTruthy()
    }
  })
})

describe('public campaign GETs', () => {
  it('list open published campaigns only; 404 JSON for unknown, unpublished or malformed slugs', async () => {
    const open = await createCampaign()
    const draft = await createCampaign({ is_published: false })
    const ended = await createCampaign({ starts_at: iso(-10 * DAY), ends_at: iso(-DAY) })
    const list = (await (await http('/api/campaigns')).json()) as Campaign[]
    const slugs = list.map((c) => c.slug)
    expect(slugs).toContain(open.slug)
    expect(slugs).not.toContain(draft.slug)
    expect(slugs).not.toContain(ended.slug)
    expect(list.find((c) => c.slug === open.slug)).toMatchObject({ days_left: 29, cover: null, goal_cents: 500_000 })
    for (const slug of [draft.slug, 'no-such-campaign', 'NOT_A_SLUG']) {
      const response = await http(`/api/campaigns/${slug}`)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('json')
    }
    expect((await http(`/api/campaigns/${ended.slug}`)).status).toBe(200) // an ended campaign keeps its page
  })

  it('are in the OpenAPI document', async () => {
    const doc = (await (await http('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/campaigns', '/api/campaigns/{slug}', '/api/admin/campaigns', '/api/admin/campaigns/{id}', '/api/admin/campaigns/{id}/cover']))
  })
})

describe('staff manage campaigns: /api/admin/campaigns', () => {
  it('content staff are refused (403); anyone unsigned 401', async () => {
    expect((await http('/api/admin/campaigns', { headers: bearer(content) })).status).toBe(403)
    expect((await sendJson('POST', '/api/admin/campaigns', campaignBody(), content)).status).toBe(403)
    expect((await http('/api/admin/campaigns')).status).toBe(401)
  })

  it('fundraising staff create, update and delete; admins too', async () => {
    const campaign = await createCampaign()
    const updated = await sendJson('PUT', `/api/admin/campaigns/${campaign.id}`, campaignBody({ slug: campaign.slug, title: 'Renamed', goal_cents: 600_000 }), fundraising)
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ title: 'Renamed', goal_cents: 600_000, story: 'Five students.\n\nOne first day of class each.' })
    expect((await publicCampaign(campaign.slug)).title).toBe('Renamed')
    expect((await sendJson('DELETE', `/api/admin/campaigns/${campaign.id}`, undefined, fundraising)).status).toBe(200)
    expect((await http(`/api/campaigns/${campaign.slug}`)).status).toBe(404)
    const byAdmin = await sendJson('POST', '/api/admin/campaigns', campaignBody(), admin)
    expect(byAdmin.status).toBe(201)
    const audit = await payload.find({ collection: 'audit-entries', where: { and: [{ target_collection: { equals: 'campaigns' } }, { action: { equals: 'create' } }] }, limit: 1, sort: '-createdAt' })
    expect(audit.totalDocs).toBeGreaterThan(0)
  })

  it('a cover: uploaded through the gallery’s checks, shown at once on the public GET, replaced (the old image deleted) and removed', async () => {
    const campaign = await createCampaign()
    const upload = (body: Buffer | string, type: string, token = fundraising) => {
      const form = new FormData()
      form.set('cover', new Blob([typeof body === 'string' ? body : new Uint8Array(body)], { type }), 'cover.png')
      return http(`/api/admin/campaigns/${campaign.id}/cover`, { method: 'PUT', body: form, headers: bearer(token) })
    }
    expect((await upload(await pngImage(), 'image/png', content)).status).toBe(403)
    expect((await http(`/api/admin/campaigns/${campaign.id}/cover`, { method: 'PUT', body: new FormData() })).status).toBe(401)
    const notImage = await upload('<svg onload=alert(1)>', 'image/png')
    expect(notImage.status).toBe(415)
    expect(((await notImage.json()) as { fields: Record<string, string> }).fields.cover).toBe(PHOTO_MESSAGES.type)
    const empty = await http(`/api/admin/campaigns/${campaign.id}/cover`, { method: 'PUT', body: new FormData(), headers: bearer(fundraising) })
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.cover).toBe(PHOTO_MESSAGES.missing)

    const first = await upload(await pngImage(1200, 800), 'image/png')
    expect(first.status).toBe(200)
    const withCover = (await first.json()) as Campaign & { cover: string }
    expect(withCover.cover).toMatch(/^https?:\/\/.+\.webp$/)
    expect((await publicCampaign(campaign.slug)).cover).toBe(withCover.cover)
    const image = await http(new URL(withCover.cover).pathname)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
    const firstImage = (await payload.findByID({ collection: 'campaigns', id: campaign.id, depth: 0 })).cover as number

    const second = (await (await upload(await pngImage(800, 600), 'image/png')).json()) as Campaign & { cover: string }
    expect(second.cover).not.toBe(withCover.cover)
    expect(await payload.findByID({ collection: 'campaign-images', id: firstImage, depth: 0, disableErrors: true })).toBeNull()

    const removed = await http(`/api/admin/campaigns/${campaign.id}/cover`, { method: 'DELETE', headers: bearer(fundraising) })
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as { cover: string | null }).cover).toBeNull()
    expect((await publicCampaign(campaign.slug)).cover).toBeNull()
    expect((await http(`/api/admin/campaigns/999999999/cover`, { method: 'DELETE', headers: bearer(fundraising) })).status).toBe(404)
  })

  it('refuses bad input with field messages (422), a taken slug, and deleting a campaign with gifts (409)', async () => {
    const bad = await sendJson('POST', '/api/admin/campaigns', { title: '', slug: 'Bad Slug', goal_cents: 99, starts_at: iso(DAY), ends_at: iso(0) }, fundraising)
    expect(bad.status).toBe(422)
    const { fields } = (await bad.json()) as { fields: Record<string, string> }
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['title', 'slug', 'goal_cents']))
    const order = await sendJson('POST', '/api/admin/campaigns', campaignBody({ starts_at: iso(DAY), ends_at: iso(0) }), fundraising)
    expect(order.status).toBe(422)
    expect(((await order.json()) as { fields: Record<string, string> }).fields.ends_at).toBeTruthy()
    const campaign = await createCampaign()
    const taken = await sendJson('POST', '/api/admin/campaigns', campaignBody({ slug: campaign.slug }), fundraising)
    expect(taken.status).toBe(422)
    expect(((await taken.json()) as { fields: Record<string, string> }).fields.slug).toMatch(/slug/)
    await postJson('/api/donations/checkout', { amount_cents: 2000, campaign: campaign.slug })
    expect((await sendJson('DELETE', `/api/admin/campaigns/${campaign.id}`, undefined, fundraising)).status).toBe(409)
    // /cms meets the same rule: no gift silently leaves its campaign.
    const cms = await http(`/cms/api/campaigns/${campaign.id}`, { method: 'DELETE', headers: { Authorization: `JWT ${fundraising}` } })
    expect(cms.status).toBe(409)
    expect(JSON.stringify(await cms.json())).toContain('This campaign has gifts.')
    expect((await payload.findByID({ collection: 'campaigns', id: campaign.id, depth: 0, disableErrors: true }))?.id).toBe(campaign.id)
    expect((await sendJson('PUT', '/api/admin/campaigns/999999999', campaignBody(), fundraising)).status).toBe(404)
  })
})

describe('/cms enforces the campaign contract’s rules, with the same messages as /api', () => {
  it('a campaign that ends before it starts, with a goal under $1: 400, and nothing created', async () => {
    const campaign = { title: 'Backwards', slug: slugOf('backwards'), goal_cents: 99, starts_at: iso(DAY), ends_at: iso(0), is_published: false }
    const response = await http('/cms/api/campaigns', {
      method: 'POST',
      headers: { Authorization: `JWT ${fundraising}`, 'Content-Type': 'application/json', Origin: baseURL() },
      body: JSON.stringify(campaign),
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('The following fields are invalid: Goal (cents), Ends')
    // Payload's REST names the invalid fields (by label); its Local API gives each field's message, the staff API's.
    const failure = (await payload.create({ collection: 'campaigns', data: campaign }).catch((error: unknown) => error)) as { data?: { errors?: { path: string; message: string }[] } }
    expect(Object.fromEntries((failure.data?.errors ?? []).map((e) => [e.path, e.message]))).toEqual({ goal_cents: GOAL_MESSAGE, ends_at: ENDS_BEFORE_STARTS_MESSAGE })
    const api = await sendJson('POST', '/api/admin/campaigns', campaign, fundraising)
    expect(((await api.json()) as { fields: Record<string, string> }).fields).toEqual({ goal_cents: GOAL_MESSAGE, ends_at: ENDS_BEFORE_STARTS_MESSAGE })
    expect((await payload.count({ collection: 'campaigns', where: { slug: { equals: campaign.slug } } })).totalDocs).toBe(0)
  })
})
