import { randomUUID } from 'node:crypto'

import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'
import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { jobsSettled, queueTaskIn } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { pngImage, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'
import { deliverStripeEvent } from '../support/stripeEvents'
import { rows } from '../support/tickets'

// Sponsorships bought online (issue 45, docs/tickets.md "Sponsorships"): a purchasable tier on
// /sponsors, bought through the real HTTP API (a place held under the tier's lock), paid by
// Stripe's signed webhook, its receipt with the disclosure and a logo link mailed (the SMTP
// server), the logo uploaded by that link through the image path, approved by staff, shown.

let admin: string
beforeAll(async () => {
  admin = await apiLogin()
})

type Tier = { id: number; name: string; remaining: number | null; sold_out: boolean; purchasable: boolean }
type Started = { sponsorship_id: number; client_secret: string; charged_cents: number }

const makeTier = async (data: Record<string, unknown>) => {
  const response = await sendJson('POST', '/api/sponsors/admin', { benefits_json: { benefits: ['Logo on our website'] }, is_active: true, ...data }, admin)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Tier
}
const buy = (tierId: number, body: Record<string, unknown>, key = randomUUID()) => postJson(`/api/sponsors/${tierId}/purchase`, body, { 'Idempotency-Key': key })
const tierOf = async (id: number) => ((await (await http('/api/sponsors')).json()) as Tier[]).find((t) => t.id === id)!
const sponsor = (label: string) => ({ company: `Harbor Bakery ${label}`, contact_name: 'Ines Mora', email: uniqueEmail(`sponsor-${label}`), website: 'https://bakery.example.org' })
const paid = (started: Started) =>
  deliverStripeEvent(
    STRIPE_WEBHOOK_SECRET,
    'payment_intent.succeeded',
    {
      id: started.client_secret.split('_secret_')[0],
      object: 'payment_intent',
      amount: started.charged_cents,
      amount_received: started.charged_cents,
      status: 'succeeded',
      metadata: { sponsorship_id: String(started.sponsorship_id) },
    },
    `evt_sponsor_${randomUUID()}`,
  )
const mailTo = (email: string) => eventually(async () => (await readMailbox(testStack().mailboxURL)).find((m) => m.to.includes(email)))
const transparentWebp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 40, b: 90, alpha: 0.5 } } })
    .webp()
    .toBuffer()
const logoForm = (token: string, data: Buffer, type = 'image/png', name = 'logo.png') => {
  const form = new FormData()
  form.set('token', token)
  form.set('logo', new Blob([new Uint8Array(data)], { type }), name)
  return http('/api/sponsors/logo', { method: 'POST', body: form })
}

describe('sponsorships bought online', () => {
  it('a presenting sponsor: held, paid by the webhook (twice), its receipt mailed with the disclosure, its logo sent by link, approved and shown; then sold out', async () => {
    const tier = await makeTier({ name: `Presenting ${randomUUID().slice(0, 6)}`, amount_cents: 500_000, value_cents: 100_000, quantity: 1, purchasable: true })
    expect(await tierOf(tier.id)).toMatchObject({ remaining: 1, sold_out: false, purchasable: true })
    const closed = await makeTier({ name: `By letter ${randomUUID().slice(0, 6)}`, amount_cents: 100_000 })

    const who = sponsor('presenting')
    for (const [bad, status] of [
      [{ ...who, website: 'javascript:alert(1)' }, 422],
      [{ ...who, company: '' }, 422],
      [{ ...who, email: 'nope' }, 422],
      [{ ...who, website_url: 'https://spam.example' }, 400],
    ] as const) {
      expect((await buy(tier.id, bad)).status, JSON.stringify(bad)).toBe(status)
    }
    expect((await buy(closed.id, who)).status).toBe(409)
    expect((await buy(999_999, who)).status).toBe(404)

    const key = randomUUID()
    const response = await buy(tier.id, { ...who, amount_cents: 1 }, key)
    expect(response.status, await response.clone().text()).toBe(201)
    const started = (await response.json()) as Started
    expect(started.charged_cents).toBe(500_000) // the server prices it from the tier
    expect(await (await buy(tier.id, { ...who, amount_cents: 1 }, key)).json()).toEqual(started)
    expect(await tierOf(tier.id)).toMatchObject({ remaining: 0, sold_out: true })
    const second = await buy(tier.id, sponsor('late'))
    expect(second.status).toBe(409)
    expect(((await second.json()) as { detail: string }).detail).toBe('This sponsorship is sold out.')

    expect((await paid(started)).status).toBe(200)
    expect((await paid(started)).status).toBe(200) // told again: nothing more
    await jobsSettled(testStack().databaseURL)
    const mails = (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(who.email))
    expect(mails).toHaveLength(1)
    const text = mailText(mails[0]!).replace(/\r?\n/g, ' ')
    expect(text).toContain(`Of the $5,000.00 you paid for the ${'Presenting'}`)
    expect(text).toContain('$1,000.00 is the fair market value of the goods and services you received; the remaining $4,000.00 is tax-deductible as the law allows.')
    const token = /\/sponsors\/logo\?token=([A-Za-z0-9_-]{43})/.exec(mailText(mails[0]!))?.[1]
    expect(token, 'the receipt carries the logo link').toBeDefined()

    // The logo, by the link: an image through the image path; anything else refused.
    expect((await http(`/sponsors/logo?token=${token}`)).status).toBe(200)
    const svg = await logoForm(token!, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'logo.svg')
    expect({ status: svg.status, body: await svg.json() }).toMatchObject({ status: 415, body: { fields: { logo: 'Please select a PNG, JPG or WebP image' } } })
    expect((await logoForm('x'.repeat(43), await pngImage(300, 120))).status).toBe(404)
    expect((await logoForm(token!, await pngImage(300, 120))).status).toBe(200)
    // A WebP with transparency takes the place of the PNG waiting; its transparency kept.
    const sent = await logoForm(token!, await transparentWebp(300, 120), 'image/webp', 'logo.webp')
    expect(sent.status, await sent.clone().text()).toBe(200)

    // Not shown before content staff approve it.
    expect(await (await http('/sponsors')).text()).not.toContain(who.company)
    const list = (await (await http('/api/admin/sponsorships', { headers: bearer(admin) })).json()) as {
      id: number
      company: string
      status: string
      has_logo: boolean
      approved: boolean
      logo_url: string | null
      logo_preview_url: string | null
    }[]
    const listed = list.find((s) => s.id === started.sponsorship_id)
    expect(listed).toMatchObject({ company: who.company, status: 'paid', has_logo: true, approved: false, logo_url: null, logo_preview_url: expect.stringContaining('signature=') })
    // Staff look at the logo waiting, by its signed link; the link changed, or without it, nothing.
    const preview = await http(listed!.logo_preview_url!)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toMatch(/^image\//)
    expect((await http(listed!.logo_preview_url!.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(401)
    expect((await http(`/api/admin/sponsorships/${started.sponsorship_id}/logo`)).status).toBeGreaterThanOrEqual(400)
    const approved = await postJson(`/api/admin/sponsorships/${started.sponsorship_id}/approve`, {}, bearer(admin))
    expect(approved.status, await approved.clone().text()).toBe(200)
    const { logo_url: logoUrl } = (await approved.clone().json()) as { logo_url: string }
    expect(await approved.json()).toMatchObject({ approved: true, logo_url: expect.any(String) })
    const logo = await http(logoUrl)
    expect(logo.headers.get('content-type')).toMatch(/^image\//)
    expect(await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).toMatchObject({ hasAlpha: true })
    const page = await http('/sponsors')
    const html = await page.text()
    expect(html).toContain('Our sponsors')
    expect(html).toContain(`alt="${who.company}"`)
    expect(html).toMatch(/href="https:\/\/bakery\.example\.org" rel="sponsored noopener"/)
    expect(html).toContain('Sold out')

    // A tier that was sold keeps its sponsors' records: it cannot be deleted.
    expect((await http(`/api/sponsors/admin/${tier.id}`, { method: 'DELETE', headers: bearer(admin) })).status).toBe(409)
    const audited = await rows<{ action: string }>(`SELECT action FROM audit_entries WHERE action IN ('sponsorships.read', 'sponsorship.approve') ORDER BY id`, [])
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['sponsorships.read', 'sponsorship.approve']))
  })

  it('a hold that runs out gives the place back; staff record a sponsorship paid by check, mailed its receipt', async () => {
    const tier = await makeTier({ name: `Table sponsor ${randomUUID().slice(0, 6)}`, amount_cents: 250_000, value_cents: 60_000, quantity: 1, purchasable: true })
    const held = (await (await buy(tier.id, sponsor('held'))).json()) as Started
    expect(await tierOf(tier.id)).toMatchObject({ sold_out: true })
    await queueTaskIn(testStack().databaseURL, 'expireTicketHolds', { now: new Date(Date.now() + 16 * 60_000).toISOString() })
    await jobsSettled(testStack().databaseURL)
    expect((await rows<{ status: string }>('SELECT status FROM sponsorships WHERE id = $1', [held.sponsorship_id]))[0]!.status).toBe('expired')
    expect(await tierOf(tier.id)).toMatchObject({ remaining: 1, sold_out: false })

    const byCheck = sponsor('check')
    const recorded = await postJson('/api/admin/sponsorships', { tier: tier.id, ...byCheck }, bearer(admin))
    expect(recorded.status, await recorded.clone().text()).toBe(201)
    expect(await recorded.json()).toMatchObject({ method: 'check', status: 'paid', amount_cents: 250_000 })
    expect(await tierOf(tier.id)).toMatchObject({ sold_out: true })
    expect((await postJson('/api/admin/sponsorships', { tier: tier.id, ...sponsor('check-2') }, bearer(admin))).status).toBe(409)
    const text = mailText(await mailTo(byCheck.email)).replace(/\r?\n/g, ' ')
    expect(text).toContain('received by check')
    expect(text).toContain('the remaining $1,900.00 is tax-deductible')
    // The sponsor is a donor, counted by the deductible part, and their page lists the sponsorship.
    const donors = (await (await http(`/api/admin/donors?q=${encodeURIComponent(byCheck.email)}`, { headers: bearer(admin) })).json()) as { id: number; lifetime_cents: number; gifts_count: number }[]
    expect(donors).toEqual([expect.objectContaining({ lifetime_cents: 190_000, gifts_count: 1, name: 'Ines Mora' })])
    const page = (await (await http(`/api/admin/donors/${donors[0]!.id}`, { headers: bearer(admin) })).json()) as { purchases: unknown[] }
    expect(page.purchases).toEqual([
      { kind: 'sponsorship', id: expect.any(Number), what: tier.name, paid_at: expect.any(String), charged_cents: 250_000, deductible_cents: 190_000, refunded_cents: 0 },
    ])
    expect(await postJson('/api/admin/sponsorships', { tier: tier.id, ...byCheck })).toMatchObject({ status: 401 })
  })
})
