import { createHash, randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MONTHLY_AMOUNT_MESSAGE, NO_SUCH_GIFT, NO_SUCH_MONTHLY, SIGN_IN_LINK_FAILED, SIGN_IN_LINK_SENT, SIGNED_OUT_EVERYWHERE } from '@/contracts/donorPortal'
import { endpoints } from '@/contracts/endpoints'
import { poolOf } from '@/lib/postgres'

import { askForDonorLink, donorLinksFor, mailedDonorLink, signInAsDonor, startDonorSession, tokenOf } from '../support/donorSignIn'
import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import type { StripeCall } from '../support/fakeStripe'
import { mailText, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// A donor's own giving page (issue 46): signed in by an emailed one-time link (read here from the
// local SMTP server), a session cookie bound to that email, and only that email's gifts.

type Overview = {
  email: string
  gifts: { id: number; amount_cents: number; method: string; is_recurring: boolean; status: string; has_receipt: boolean; given_at: string }[]
  statement_years: number[]
  monthly: { id: number; amount_cents: number; status: string }[]
}

let payload: Payload
let admin: string
const tag = randomUUID().slice(0, 8)

const askForLink = askForDonorLink
const linksFor = donorLinksFor
const startSession = startDonorSession
const mailedLink = mailedDonorLink
const signIn = signInAsDonor
const withCookie = (cookie: string, init: RequestInit = {}) => ({ ...init, headers: { ...(init.headers as Record<string, string>), Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' } })

/** A card gift through checkout, paid through the webhook. */
async function cardGift(email: string, amount: number, extra: Record<string, unknown> = {}): Promise<number> {
  const started = await postJson('/api/donations/checkout', { amount_cents: amount, donor_email: email, donor_name: 'Ada Giver', ...extra })
  expect(started.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await started.json()) as { client_secret: string; donation_id: number }
  if (extra.is_recurring) {
    // A monthly gift's first payment comes through its invoice; its effect is the status written here.
    await payload.update({ collection: 'donations', id, data: { status: 'succeeded' } })
    return id
  }
  const intent = secret.split('_secret_')[0]!
  const paid = await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'payment_intent.succeeded', {
    id: intent,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    metadata: { donation_id: String(id) },
  })
  expect(paid.status).toBe(200)
  return id
}

async function checkGift(email: string, amount: number, receivedOn: string): Promise<number> {
  const response = await sendJson('POST', '/api/donations/mail-in', { amount_cents: amount, received_on: receivedOn, donor_name: 'Ada Giver', donor_email: email }, admin)
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

const overviewOf = async (cookie: string) => {
  const response = await http('/api/donor/overview', withCookie(cookie))
  expect(response.status).toBe(200)
  return (await response.json()) as Overview
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
})

describe('signing in by an emailed link', () => {
  it('answers a stranger as it answers a donor, and mails only the donor', async () => {
    const donor = `ada.${tag}@giving.example.org`
    const stranger = `nobody.${tag}@giving.example.org`
    await cardGift(donor, 2500)
    const [known, unknown] = await Promise.all([askForLink(donor.toUpperCase()), askForLink(stranger)])
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(await known.json()).toEqual({ message: SIGN_IN_LINK_SENT })
    expect(await unknown.json()).toEqual({ message: SIGN_IN_LINK_SENT })
    expect(await mailedLink(donor)).toMatch(/\/giving\/sign-in\?token=[\w-]{43}$/)
    await jobsSettled(testStack().databaseURL)
    expect(await linksFor(stranger)).toEqual([])
  })

  it('the link’s page uses nothing up; the button’s POST does, once, and sets a session cookie', async () => {
    const donor = `bea.${tag}@giving.example.org`
    await cardGift(donor, 1800)
    await askForLink(donor)
    const link = await mailedLink(donor)
    const page = await http(new URL(link).pathname + new URL(link).search)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>')
    expect(html).toContain('Sign in to my giving page')

    const started = await startSession(tokenOf(link))
    expect(started.status).toBe(200)
    expect(await started.json()).toEqual({ email: donor })
    const [cookie] = started.headers.getSetCookie()
    expect(cookie).toMatch(/^donor_session=[\w-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/)

    const again = await startSession(tokenOf(link))
    expect(again.status).toBe(404)
    expect(((await again.json()) as { detail: string }).detail).toBe(SIGN_IN_LINK_FAILED)
    expect(again.headers.getSetCookie()).toEqual([])
  })

  it('an expired, made-up or malformed link starts nothing', async () => {
    const donor = `cy.${tag}@giving.example.org`
    await cardGift(donor, 1000)
    await askForLink(donor)
    const token = tokenOf(await mailedLink(donor))
    const hash = createHash('sha256').update(token).digest('hex')
    await poolOf(payload).query(`UPDATE one_time_links SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`, [hash])
    expect((await startSession(token)).status).toBe(404)
    expect((await startSession('A'.repeat(43))).status).toBe(404)
    for (const bad of ['short', 'x'.repeat(44), '../../etc']) {
      const response = await startSession(bad)
      expect(response.status).toBe(422)
      expect(((await response.json()) as { fields: Record<string, string> }).fields.token).toBe(SIGN_IN_LINK_FAILED)
    }
  })

  it('mails one address at most three links an hour', async () => {
    const donor = `dee.${tag}@giving.example.org`
    await cardGift(donor, 1000)
    for (let i = 0; i < 5; i++) expect((await askForLink(donor)).status).toBe(202)
    await mailedLink(donor, 3)
    await jobsSettled(testStack().databaseURL)
    expect(await linksFor(donor)).toHaveLength(3)
  })

  it('refuses a filled honeypot and a bad address with clear words', async () => {
    const trap = await postJson('/api/donor/sign-in', { email: `eve.${tag}@giving.example.org`, website: 'http://spam.example' })
    expect(trap.status).toBe(400)
    const bad = await askForLink('not an email')
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.email).toBe('Invalid email address')
  })
})

describe('the signed-in donor’s giving', () => {
  it('lists every gift of the email, newest first, never another’s; receipts and statements of one’s own only', async () => {
    const donor = `fay.${tag}@giving.example.org`
    const other = `gus.${tag}@giving.example.org`
    const thisYear = new Date().getUTCFullYear()
    const check = await checkGift(donor, 10_000, `${thisYear - 1}-03-04`)
    const once = await cardGift(donor, 2500)
    const monthly = await cardGift(donor, 1500, { is_recurring: true })
    const others = await cardGift(other, 9900)
    const abandoned = await postJson('/api/donations/checkout', { amount_cents: 4000, donor_email: donor })
    expect(abandoned.status).toBe(201)

    const cookie = await signIn(donor)
    const overview = await overviewOf(cookie)
    expect(overview.email).toBe(donor)
    expect(overview.gifts.map((g) => g.id)).toEqual([monthly, once, check])
    expect(overview.gifts.map((g) => [g.amount_cents, g.method, g.is_recurring, g.status])).toEqual([
      [1500, 'card', true, 'succeeded'],
      [2500, 'card', false, 'succeeded'],
      [10_000, 'check', false, 'succeeded'],
    ])
    expect(overview.statement_years).toEqual([thisYear, thisYear - 1])

    const receipt = await http(`/api/donor/gifts/${once}/receipt.pdf`, withCookie(cookie))
    expect(receipt.status).toBe(200)
    expect(receipt.headers.get('content-type')).toBe('application/pdf')
    expect(receipt.headers.get('cache-control')).toContain('no-store')
    expect(
      Buffer.from(await receipt.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    for (const id of [others, 999_999_999]) {
      const refused = await http(`/api/donor/gifts/${id}/receipt.pdf`, withCookie(cookie))
      expect(refused.status).toBe(404)
      expect(((await refused.json()) as { detail: string }).detail).toBe(NO_SUCH_GIFT)
    }

    const statement = await http(`/api/donor/statements/${thisYear - 1}.pdf`, withCookie(cookie))
    expect(statement.status).toBe(200)
    expect(statement.headers.get('content-disposition')).toContain(`statement-${thisYear - 1}.pdf`)
    expect(
      Buffer.from(await statement.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await http(`/api/donor/statements/${thisYear - 5}.pdf`, withCookie(cookie))).status).toBe(404)
    expect((await http('/api/donor/statements/20x5.pdf', withCookie(cookie))).status).toBe(404)

    const page = await http('/giving', withCookie(cookie))
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    expect(html).toContain(donor)
    expect(html).toContain(`/api/donor/gifts/${once}/receipt.pdf`)
    expect(html).not.toContain(`/api/donor/gifts/${others}/receipt.pdf`)
    const signedOut = await (await http('/giving')).text()
    expect(signedOut).toContain('Email me a sign-in link')
    expect(signedOut).not.toContain(donor)
  })

  it('“Download my data” gives everything held under the email but staff’s notes, and is audited', async () => {
    const donor = `jo.${tag}@giving.example.org`
    const gift = await cardGift(donor, 3100)
    await cardGift(`kit.${tag}@giving.example.org`, 4200)
    const [record] = (await (await http(`/api/admin/donors?q=${encodeURIComponent(donor)}`, { headers: bearer(admin) })).json()) as { id: number }[]
    expect((await sendJson('POST', `/api/admin/donors/${record!.id}/notes`, { text: 'Prefers a call in spring' }, admin)).status).toBe(201)
    const cookie = await signIn(donor)

    const response = await http('/api/donor/data', withCookie(cookie))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"')
    expect(response.headers.get('cache-control')).toContain('no-store')
    const data = (await response.json()) as { email: string; found: boolean; gifts: { id: number }[]; donor_notes: unknown[] }
    expect(data).toMatchObject({ email: donor, found: true, donor_notes: [] })
    expect(data.gifts.map((g) => g.id)).toEqual([gift])
    expect(JSON.stringify(data)).not.toContain('Prefers a call')
    const { docs } = await payload.find({ collection: 'audit-entries', where: { action: { equals: 'people.export.self' }, target_id: { equals: String(record!.id) } } })
    expect(docs).toHaveLength(1)
    expect(docs[0]!.summary).toMatch(/^a donor downloaded their own data: 1 gift/)
    expect(docs[0]!.summary).not.toContain(donor)
  })

  it('email choices: event reminders and the yearly reminder turned off and on again; receipts are not a choice', async () => {
    const donor = `gus.${tag}@giving.example.org`
    await cardGift(donor, 1500)
    const cookie = await signIn(donor)
    const choicesOf = async () => ((await overviewOf(cookie)) as Overview & { mail_choices: Record<string, boolean> }).mail_choices
    expect(await choicesOf()).toEqual({ event_reminders: true, anniversary_reminders: true })
    const choose = (body: unknown) => http('/api/donor/mail-choices', withCookie(cookie, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }))
    expect((await choose({ event_reminders: 'no', anniversary_reminders: true })).status).toBe(422)
    expect((await choose({ event_reminders: false })).status).toBe(422)
    const off = await choose({ event_reminders: false, anniversary_reminders: false, receipts: false })
    expect(off.status).toBe(200)
    expect(await off.json()).toEqual({ message: 'Saved. Your email choices are up to date.', mail_choices: { event_reminders: false, anniversary_reminders: false } })
    expect(await choicesOf()).toEqual({ event_reminders: false, anniversary_reminders: false })
    // The same records the one-click links in those mails make, which the senders check.
    const pool = poolOf(payload)
    expect((await pool.query(`SELECT 1 FROM reminder_opt_outs WHERE email = $1`, [donor])).rowCount).toBe(1)
    expect((await pool.query(`SELECT kind FROM mail_opt_outs WHERE email = $1`, [donor])).rows).toEqual([{ kind: 'anniversary' }])
    expect((await choose({ event_reminders: true, anniversary_reminders: false })).status).toBe(200)
    expect(await choicesOf()).toEqual({ event_reminders: true, anniversary_reminders: false })
    expect((await pool.query(`SELECT 1 FROM reminder_opt_outs WHERE email = $1`, [donor])).rowCount).toBe(0)
  })

  it('every donor endpoint answers 401 without a session, and 403 to another site’s page', async () => {
    const donor = `hal.${tag}@giving.example.org`
    await cardGift(donor, 1200)
    const cookie = await signIn(donor)
    const staffToken = bearer(admin)
    const donorEndpoints = endpoints.filter((e) => e.access === 'donor')
    expect(donorEndpoints.length).toBeGreaterThanOrEqual(4)
    for (const endpoint of donorEndpoints) {
      const path = endpoint.path.replace('{id}', '1').replace('{year}', '2025')
      const init = { method: endpoint.method, headers: { 'Content-Type': 'application/json' }, ...(endpoint.method === 'GET' ? {} : { body: '{}' }) }
      for (const headers of [{} as Record<string, string>, { Cookie: 'donor_session=not-a-session' }, { Cookie: `donor_session=${'A'.repeat(43)}` }, staffToken]) {
        const response = await http(path, { ...init, headers: { ...init.headers, ...headers } })
        expect(response.status, `${endpoint.method} ${path} ${JSON.stringify(headers)}`).toBe(401)
      }
      const crossSite = await http(path, { ...init, headers: { ...init.headers, Cookie: cookie, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' } })
      expect(crossSite.status, `${endpoint.method} ${path} cross-site`).toBe(403)
    }
    expect((await http('/api/donor/overview', withCookie(cookie))).status).toBe(200)
  })

  it('signs out this browser, or every browser of the email', async () => {
    const donor = `ivy.${tag}@giving.example.org`
    await cardGift(donor, 1200)
    const [first, second, third] = [await signIn(donor), await signIn(donor), await signIn(donor)]
    const out = await http('/api/donor/sign-out', withCookie(first, { method: 'POST' }))
    expect(out.status).toBe(200)
    expect(out.headers.getSetCookie()[0]).toMatch(/^donor_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/)
    expect((await http('/api/donor/overview', withCookie(first))).status).toBe(401)
    expect((await http('/api/donor/overview', withCookie(second))).status).toBe(200)

    const everywhere = await http('/api/donor/sign-out', withCookie(second, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ everywhere: true }) }))
    expect(await everywhere.json()).toEqual({ message: SIGNED_OUT_EVERYWHERE })
    for (const cookie of [second, third]) expect((await http('/api/donor/overview', withCookie(cookie))).status).toBe(401)
  })
})

describe('a donor changes their own monthly gift', () => {
  const calls = async (path: string) => ((await (await fetch(`${testStack().stripeURL}/__calls`)).json()) as StripeCall[]).filter((c) => c.path === path)
  const mailsTo = async (to: string, subject: string) => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to) && mailText(m).includes(subject))

  /** A monthly gift made through checkout, its first invoice paid by the webhook. */
  async function monthlyGift(email: string, amount: number) {
    const started = await postJson('/api/donations/checkout', { amount_cents: amount, donor_email: email, donor_name: 'Mo Giver', is_recurring: true })
    expect(started.status).toBe(201)
    const { donation_id: id } = (await started.json()) as { donation_id: number }
    const row = await payload.findByID({ collection: 'donations', id })
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(id) } } }
    const paid = await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'invoice.paid', {
      id: row.stripe_invoice_id,
      object: 'invoice',
      billing_reason: 'subscription_create',
      amount_paid: amount,
      currency: 'usd',
      parent,
    })
    expect(paid.status).toBe(200)
    return { id, subscription: row.stripe_subscription_id!, customer: row.stripe_customer_id!, parent }
  }
  const change = (cookie: string, method: string, path: string, body: unknown = {}) =>
    http(path, withCookie(cookie, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }))

  it('changes the amount from the next payment, pauses, resumes and cancels: Stripe asked first, each change on the history and mailed', async () => {
    const donor = `mo.${tag}@giving.example.org`
    const gift = await monthlyGift(donor, 2500)
    const cookie = await signIn(donor)
    expect((await overviewOf(cookie)).monthly).toEqual([expect.objectContaining({ id: gift.id, amount_cents: 2500, charged_cents: 2500, status: 'active', paused_until: null })])

    const amount = await change(cookie, 'PUT', `/api/donor/monthly/${gift.id}`, { amount_cents: 4000 })
    expect(amount.status).toBe(200)
    expect(((await amount.json()) as { monthly: { amount_cents: number } }).monthly.amount_cents).toBe(4000)
    const [update] = (await calls(`/v1/subscriptions/${gift.subscription}`)).filter((c) => c.method === 'POST')
    expect(update!.body).toMatchObject({ proration_behavior: 'none', items: { 0: { price_data: { unit_amount: '4000', recurring: { interval: 'month' } } } } })
    // The next renewal charges the new amount, and is recorded so.
    const renewal = { id: `in_after_change_${tag}`, object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 4000, currency: 'usd', customer: gift.customer, parent: gift.parent }
    expect((await deliverStripeEvent(STRIPE_WEBHOOK_SECRET, 'invoice.paid', renewal)).status).toBe(200)
    const renewed = await payload.find({ collection: 'donations', where: { stripe_invoice_id: { equals: renewal.id } } })
    expect(renewed.docs[0]).toMatchObject({ amount_cents: 4000, fee_covered_cents: 0, status: 'succeeded' })
    expect((await change(cookie, 'PUT', `/api/donor/monthly/${gift.id}`, { amount_cents: 4000 })).status).toBe(409)
    const tooSmall = await change(cookie, 'PUT', `/api/donor/monthly/${gift.id}`, { amount_cents: 50 })
    expect(tooSmall.status).toBe(422)
    expect(((await tooSmall.json()) as { fields: Record<string, string> }).fields.amount_cents).toBe(MONTHLY_AMOUNT_MESSAGE)

    const pause = await change(cookie, 'POST', `/api/donor/monthly/${gift.id}/pause`, { payments: 2 })
    expect(pause.status).toBe(200)
    const paused = ((await pause.json()) as { monthly: { status: string; paused_until: string } }).monthly
    expect(paused.status).toBe('paused')
    const pauseCall = (await calls(`/v1/subscriptions/${gift.subscription}`)).filter((c) => c.method === 'POST').at(-1)!
    expect(pauseCall.body).toMatchObject({ pause_collection: { behavior: 'void' } })
    const resumesAt = Number((pauseCall.body.pause_collection as { resumes_at: string }).resumes_at) * 1000
    // Two payments skipped: the one at the period's end and the next; collection resumes a day after the second.
    expect(resumesAt - Date.now()).toBeGreaterThan(55 * 86_400_000)
    expect(resumesAt - Date.now()).toBeLessThan(65 * 86_400_000)
    expect(new Date(paused.paused_until).getTime()).toBe(resumesAt)
    for (const bad of [0, 4, 1.5, '2']) expect((await change(cookie, 'POST', `/api/donor/monthly/${gift.id}/pause`, { payments: bad })).status).toBe(422)

    const resume = await change(cookie, 'POST', `/api/donor/monthly/${gift.id}/resume`)
    expect(resume.status).toBe(200)
    expect((await calls(`/v1/subscriptions/${gift.subscription}`)).filter((c) => c.method === 'POST').at(-1)!.body).toMatchObject({ pause_collection: '' })
    expect((await change(cookie, 'POST', `/api/donor/monthly/${gift.id}/resume`)).status).toBe(409)

    const card = await change(cookie, 'POST', `/api/donor/monthly/${gift.id}/card`)
    expect(card.status).toBe(200)
    expect((await calls('/v1/billing_portal/sessions')).at(-1)?.body).toMatchObject({ customer: gift.customer, return_url: expect.stringMatching(/\/giving$/) })

    const cancel = await change(cookie, 'POST', `/api/donor/monthly/${gift.id}/cancel`, { reason: 'Money is tight this year' })
    expect(cancel.status).toBe(200)
    expect(((await cancel.json()) as { monthly: { status: string; next_payment_at: string | null } }).monthly).toMatchObject({ status: 'canceled', next_payment_at: null })
    expect((await calls(`/v1/subscriptions/${gift.subscription}`)).filter((c) => c.method === 'DELETE').at(-1)!.body).toMatchObject({ cancellation_details: { comment: 'Money is tight this year' } })
    expect((await change(cookie, 'PUT', `/api/donor/monthly/${gift.id}`, { amount_cents: 1000 })).status).toBe(409)

    const row = await payload.findByID({ collection: 'donations', id: gift.id })
    expect(row.monthly).toMatchObject({ amount_cents: 4000, cancel_reason: 'Money is tight this year', paused_until: null })
    expect(row.subscription_canceled_at).toBeTruthy()
    expect((row.history as { action: string; by: string }[]).map((h) => [h.action, h.by])).toEqual(['amount-changed', 'paused', 'resumed', 'canceled'].map((action) => [action, `donor ${donor}`]))
    // Staff read the same history and reason on the donor's record.
    const [record] = (await (await http(`/api/admin/donors?q=${encodeURIComponent(donor)}`, { headers: bearer(admin) })).json()) as { id: number }[]
    const detail = (await (await http(`/api/admin/donors/${record!.id}`, { headers: bearer(admin) })).json()) as { gifts: { id: number; history: { action: string; reason?: string }[] }[] }
    expect(detail.gifts.find((g) => g.id === gift.id)?.history.at(-1)).toMatchObject({ action: 'canceled', reason: 'Money is tight this year' })

    await jobsSettled(testStack().databaseURL)
    const mails = await mailsTo(donor, 'Your monthly gift has changed')
    expect(mails).toHaveLength(4)
    const texts = mails.map(mailText).join('\n')
    expect(texts).toContain('from $25 to $40')
    expect(texts).toContain('You canceled your monthly gift')
  })

  it('another donor’s monthly gift, or a one-time gift, is not found', async () => {
    const owner = await monthlyGift(`nia.${tag}@giving.example.org`, 1500)
    const once = await cardGift(`oz.${tag}@giving.example.org`, 1500)
    const cookie = await signIn(`oz.${tag}@giving.example.org`)
    for (const id of [owner.id, once, 999_999_999]) {
      for (const [method, suffix, body] of [
        ['PUT', '', { amount_cents: 2000 }],
        ['POST', '/pause', { payments: 1 }],
        ['POST', '/resume', {}],
        ['POST', '/cancel', {}],
        ['POST', '/card', {}],
      ] as const) {
        const response = await change(cookie, method, `/api/donor/monthly/${id}${suffix}`, body)
        expect(response.status, `${method} ${id}${suffix}`).toBe(404)
        expect(((await response.json()) as { detail: string }).detail).toBe(NO_SUCH_MONTHLY)
      }
    }
    expect((await calls(`/v1/subscriptions/${owner.subscription}`)).filter((c) => c.method !== 'GET')).toEqual([])
  })
})
