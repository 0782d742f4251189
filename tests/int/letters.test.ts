import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import type { ReceivedMail } from '../support/fakeSmtp'
import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Issue 35: the foundation's giving settings, and a letter of thanks (mail + PDF) for every gift
// that succeeds, once, in the words of the foundation's tax status now (docs/acknowledgements.md).

const NO_GOODS = 'No goods or services were provided in exchange for this contribution.'
const PENDING = 'has applied to the Internal Revenue Service for recognition of exemption under section 501(c)(3)'
const DEFAULTS = {
  legal_name: 'Loss to Light Memorial Foundation',
  ein: null,
  tax_status: 'pending',
  exempt_since: null,
  signer_name: 'The Board of Directors',
  signer_title: null,
  mailing_address: 'PO Box 0000, New York, NY 10001',
}

let payload: Payload
let token: string
const deliver = (type: string, object: Record<string, unknown>, eventId?: string) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object, eventId)
const settle = () => jobsSettled(inject('databaseURL'))
const isLetter = (m: ReceivedMail) => Boolean(mailHeader(m, 'Subject')?.startsWith('Thank you for your gift'))
const lettersTo = async (to: string) => (await readMailbox(inject('mailboxURL'))).filter((m) => m.to.includes(to) && isLetter(m))
const letterJobs = async (id: number) =>
  (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'mailAcknowledgement' } }, { 'input.donation': { equals: id } }] }, limit: 10 })).totalDocs
const putSettings = (body: Record<string, unknown>) => sendJson('PUT', '/api/admin/organization', { ...DEFAULTS, ...body }, token)

/** The words of a PDF, its lines joined by single spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}
/** The PDF attached to a mail (base64 in its MIME part). */
function attachedPdf(mail: ReceivedMail): Uint8Array {
  const part = /Content-Type: application\/pdf[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw)
  expect(part, 'a PDF attachment').toBeTruthy()
  return new Uint8Array(Buffer.from(part![1]!.replace(/\s/g, ''), 'base64'))
}
const letterPdf = async (id: number) => {
  const response = await http(`/api/donations/${id}/acknowledgement.pdf`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/pdf')
  return pdfText(new Uint8Array(await response.arrayBuffer()))
}

/** A one-time card gift started through checkout: its row id, PaymentIntent and donor address. */
async function cardGift(amount: number, extra: Record<string, unknown> = {}) {
  const email = `letter-${randomUUID()}@example.org`
  const response = await postJson('/api/donations/checkout', { amount_cents: amount, donor_name: 'Ada Lovelace', donor_email: email, ...extra })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  return { id, intent: secret.split('_secret_')[0]!, email }
}
const succeeded = (g: { id: number; intent: string }, amount: number, eventId?: string) =>
  deliver('payment_intent.succeeded', { id: g.intent, object: 'payment_intent', amount, amount_received: amount, metadata: { donation_id: String(g.id) } }, eventId)

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})
afterAll(async () => {
  await putSettings({})
})

describe('the giving settings (GET/PUT /api/admin/organization)', () => {
  it('start from today’s texts (pending); a bad EIN, or exempt without one, is a 422 on the EIN; a change is audited', async () => {
    const read = await http('/api/admin/organization', { headers: bearer(token) })
    expect(read.status).toBe(200)
    expect(await read.json()).toEqual(DEFAULTS)

    const bad = await putSettings({ ein: '123456789' })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ ein: 'Please enter the EIN as NN-NNNNNNN' })
    const noEin = await putSettings({ tax_status: 'exempt' })
    expect(noEin.status).toBe(422)
    expect(((await noEin.json()) as { fields: Record<string, string> }).fields).toHaveProperty('ein')
    expect(((await (await putSettings({ exempt_since: '2027-02-30' })).json()) as { fields: Record<string, string> }).fields).toHaveProperty('exempt_since')

    const saved = await putSettings({ signer_name: 'Grace Hopper', signer_title: 'Chair of the Board', ein: ' 12-3456789 ' })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ ...DEFAULTS, signer_name: 'Grace Hopper', signer_title: 'Chair of the Board', ein: '12-3456789' })
    const audit = await payload.find({ collection: 'audit-entries', where: { target_collection: { equals: 'organization' } }, sort: '-createdAt', limit: 1 })
    expect(audit.docs[0]).toMatchObject({ actor_email: 'staff@test.example.org', action: 'update' })
    expect(audit.docs[0]!.changed_fields).toEqual(expect.arrayContaining(['ein', 'signer_name', 'signer_title']))
    expect((await putSettings({})).status).toBe(200)
  })
})

describe('the acknowledgement of a gift that succeeds', () => {
  it('a card gift: one letter (HTML, text, PDF with the amount and the no-goods sentence) even when Stripe sends the event twice', async () => {
    const g = await cardGift(4200)
    await settle()
    expect(await letterJobs(g.id)).toBe(0) // pending: nothing yet

    const first = await succeeded(g, 4200)
    expect(first.body.outcome).toBe('applied')
    expect((await succeeded(g, 4200, first.eventId)).body.outcome).toBe('duplicate')
    expect((await succeeded(g, 4200)).body.outcome).toBe('ignored')
    const [mail] = await eventually(async () => ((await lettersTo(g.email)).length ? lettersTo(g.email) : undefined))
    const raw = mailText(mail!)
    expect(raw).toMatch(/Content-Type: text\/plain/i)
    expect(raw).toMatch(/Content-Type: text\/html/i)
    expect(raw).toContain('Dear Ada Lovelace,')
    expect(raw).toContain('Thank you for your gift of $42.00 to Loss to Light Memorial Foundation')
    expect(raw).toContain(NO_GOODS)
    expect(raw).toContain(PENDING)
    const attached = await pdfText(attachedPdf(mail!))
    expect(attached).toContain('$42.00')
    expect(attached).toContain(NO_GOODS)
    expect(attached).toContain(PENDING)

    await settle()
    expect(await lettersTo(g.email)).toHaveLength(1)
    expect(await letterJobs(g.id)).toBe(1)
    const row = await payload.findByID({ collection: 'donations', id: g.id })
    expect(row.acknowledgement).toMatchObject({ queued_at: expect.any(String), sent_at: expect.any(String), sent_by: 'email' })
    const listed = (await (await http('/api/donations/list', { headers: bearer(token) })).json()) as { id: number; acknowledgement: unknown }[]
    expect(listed.find((d) => d.id === g.id)?.acknowledgement).toEqual({ queued_at: expect.any(String), sent_at: expect.any(String), sent_by: 'email' })

    // Refunded later: no new letter.
    await deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: g.intent, amount: 4200, amount_refunded: 4200, refunded: true })
    await settle()
    expect(await letterJobs(g.id)).toBe(1)
    expect(await lettersTo(g.email)).toHaveLength(1)
  })

  it('a monthly gift: its first payment and each renewal get one letter each, a renewal sent twice still one', async () => {
    const g = await cardGift(2500, { is_recurring: true })
    const row = await payload.findByID({ collection: 'donations', id: g.id })
    const parent = { type: 'subscription_details', subscription_details: { subscription: row.stripe_subscription_id, metadata: { donation_id: String(g.id) } } }
    await deliver('invoice.paid', { id: row.stripe_invoice_id, object: 'invoice', billing_reason: 'subscription_create', amount_paid: 2500, currency: 'usd', parent })
    const renewal = { id: `in_letter_${randomUUID().slice(0, 8)}`, object: 'invoice', billing_reason: 'subscription_cycle', amount_paid: 2500, currency: 'usd', customer: row.stripe_customer_id, parent }
    const paid = await deliver('invoice.paid', renewal)
    await deliver('invoice.paid', renewal, paid.eventId)
    await deliver('invoice.paid', renewal) // the same news as a new event
    await settle()
    const rows = await payload.find({ collection: 'donations', where: { stripe_subscription_id: { equals: row.stripe_subscription_id } }, sort: 'createdAt' })
    expect(rows.docs.map((d) => d.status)).toEqual(['succeeded', 'succeeded'])
    expect(await letterJobs(rows.docs[0]!.id)).toBe(1)
    expect(await letterJobs(rows.docs[1]!.id)).toBe(1)
    const letters = await lettersTo(g.email)
    expect(letters).toHaveLength(2)
    expect(letters.map((m) => mailText(m)).every((text) => text.includes('Thank you for your monthly gift of $25.00'))).toBe(true)
  })

  it('a check recorded by staff: one letter with its number; without an email, a PDF to post, listed on the dashboard until recorded posted', async () => {
    const email = `check-${randomUUID()}@example.org`
    const created = await sendJson('POST', '/api/donations/mail-in', { amount_cents: 25_000, received_on: '2026-11-20', donor_name: 'St. Mark’s Parish', donor_email: email, check_number: '1042' }, token)
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    const [mail] = await eventually(async () => ((await lettersTo(email)).length ? lettersTo(email) : undefined))
    expect(mailText(mail!)).toContain('Check no. 1042')
    expect(mailText(mail!)).toContain('received on November 20, 2026')
    await settle()
    expect(await letterJobs(id)).toBe(1)

    const posted = await sendJson('POST', '/api/donations/mail-in', { amount_cents: 12_345, received_on: '2026-11-21', donor_name: 'Mr. Paper', check_number: '77' }, token)
    const quiet = ((await posted.json()) as { id: number }).id
    await settle()
    expect(await letterJobs(quiet)).toBe(0)
    const toPost = async () => (await (await http('/api/donations/to-acknowledge', { headers: bearer(token) })).json()) as { count: number; items: { id: number; how: string }[] }
    expect((await toPost()).items).toContainEqual(expect.objectContaining({ id: quiet, how: 'Check no. 77', amount_cents: 12_345, donor_name: 'Mr. Paper' }))
    const text = await letterPdf(quiet)
    expect(text).toContain('$123.45')
    expect(text).toContain(NO_GOODS)
    expect(text).toContain('Dear Mr. Paper,')

    const again = await sendJson('POST', `/api/donations/${quiet}/acknowledgement`, {}, token)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { detail: string }).detail).toMatch(/no email address/)
    const marked = await sendJson('POST', `/api/donations/${quiet}/acknowledgement/posted`, {}, token)
    expect(marked.status).toBe(200)
    expect((await toPost()).items.map((i) => i.id)).not.toContain(quiet)
    expect((await payload.findByID({ collection: 'donations', id: quiet })).acknowledgement).toMatchObject({ sent_by: 'post', sent_at: expect.any(String) })
    const audit = await payload.find({ collection: 'audit-entries', where: { and: [{ target_id: { equals: String(quiet) } }, { action: { like: 'donation.acknowledgement' } }] } })
    expect(audit.docs.map((d) => d.action).sort()).toEqual(['donation.acknowledgement.pdf', 'donation.acknowledgement.posted'])
  })

  it('staff send a letter again (202, once more); a gift not succeeded is a 409', async () => {
    const g = await cardGift(1000)
    const early = await sendJson('POST', `/api/donations/${g.id}/acknowledgement`, {}, token)
    expect(early.status).toBe(409)
    expect((await http(`/api/donations/${g.id}/acknowledgement.pdf`, { headers: bearer(token) })).status).toBe(409)
    await succeeded(g, 1000)
    await eventually(async () => ((await lettersTo(g.email)).length ? true : undefined))
    const again = await sendJson('POST', `/api/donations/${g.id}/acknowledgement`, {}, token)
    expect(again.status).toBe(202)
    await eventually(async () => ((await lettersTo(g.email)).length === 2 ? true : undefined))
    await settle()
    expect(await letterJobs(g.id)).toBe(2)
  })

  it('the exempt wording, with the EIN, from the moment an admin says so', async () => {
    const g = await cardGift(30_000)
    await succeeded(g, 30_000)
    expect(await letterPdf(g.id)).toContain(PENDING)
    expect((await putSettings({ tax_status: 'exempt', ein: '12-3456789', exempt_since: '2027-03-01' })).status).toBe(200)
    const text = await letterPdf(g.id)
    expect(text).toContain('Loss to Light Memorial Foundation is exempt from federal income tax under section 501(c)(3) of the Internal Revenue Code')
    expect(text).toContain('Its EIN is 12-3456789.')
    expect(text).toContain('tax-deductible as the law allows')
    expect(text).not.toContain(PENDING)
    expect(text).toContain('$300.00')
    expect((await putSettings({})).status).toBe(200)
  })
})
