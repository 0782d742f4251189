import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ReceivedMail } from '../support/fakeSmtp'
import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { jobsSettled, queueTaskIn } from '../support/jobs'
import { eventually, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

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
const settle = () => jobsSettled(testStack().databaseURL)
const isLetter = (m: ReceivedMail) => Boolean(mailHeader(m, 'Subject')?.startsWith('Thank you for your gift'))
const lettersTo = async (to: string) => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to) && isLetter(m))
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
    const renewal = {
      id: `in_letter_${randomUUID().slice(0, 8)}`,
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      amount_paid: 2500,
      currency: 'usd',
      customer: row.stripe_customer_id,
      parent,
    }
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
    const created = await sendJson(
      'POST',
      '/api/donations/mail-in',
      { amount_cents: 25_000, received_on: '2026-11-20', donor_name: 'St. Mark’s Parish', donor_email: email, check_number: '1042' },
      token,
    )
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

describe('year-end statements', () => {
  const isStatement = (year: number) => (m: ReceivedMail) => mailHeader(m, 'Subject') === `Your giving to Loss to Light Memorial Foundation in ${year}`
  const statementsTo = async (to: string, year: number) => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to) && isStatement(year)(m))
  const queueYear = (body: Record<string, unknown>) => sendJson('POST', '/api/admin/statements', body, token)

  /** A gift written as it stands, made at `at` (rows dated in the past: no test waits for a year). */
  async function pastGift(at: string, data: Record<string, unknown>) {
    const row = await payload.create({ collection: 'donations', data: { currency: 'usd', method: 'card', status: 'succeeded', ...data } as never })
    const db = new pg.Client({ connectionString: testStack().databaseURL })
    await db.connect()
    try {
      await db.query('UPDATE donations SET created_at = $1 WHERE id = $2', [at, row.id])
    } finally {
      await db.end()
    }
    return row.id
  }

  it('one per donor and year (its gifts in the foundation’s zone, the money kept: refunds and lost disputes out), again only when asked', async () => {
    const tag = randomUUID().slice(0, 8)
    const ana = `ana-${tag}@example.org`
    const ben = `ben-${tag}@example.org`
    const check = await sendJson(
      'POST',
      '/api/donations/mail-in',
      { amount_cents: 10_000, received_on: '2013-03-01', donor_name: 'Ana Old', donor_email: ` ${ana.toUpperCase()} `, check_number: '501' },
      token,
    )
    expect(check.status).toBe(201)
    await pastGift('2013-06-01T15:00:00Z', { amount_cents: 5000, refunded_cents: 2000, donor_email: ana, donor_name: 'Ana Old' })
    await pastGift('2013-07-01T15:00:00Z', { amount_cents: 4000, refunded_cents: 4000, status: 'refunded', donor_email: ana })
    await pastGift('2013-08-01T15:00:00Z', { amount_cents: 7000, status: 'disputed', dispute_id: `dp_${tag}`, dispute_status: 'lost', dispute_amount_cents: 7000, donor_email: ana })
    await pastGift('2013-09-01T15:00:00Z', { amount_cents: 3300, status: 'failed', donor_email: ana })
    // 03:00 UTC on January 1st 2014 is New Year's Eve in New York: a gift of 2013.
    await pastGift('2014-01-01T03:00:00Z', { amount_cents: 1000, is_recurring: true, donor_email: ana, donor_name: 'Ana Lovelace' })
    await pastGift('2014-01-02T15:00:00Z', { amount_cents: 2500, donor_email: ana })
    await pastGift('2013-05-05T15:00:00Z', { amount_cents: 500, donor_email: ben })

    const first = await queueYear({ year: 2013 })
    expect(first.status).toBe(202)
    expect(((await first.json()) as { queued: number }).queued).toBeGreaterThanOrEqual(2)
    const [mail] = await eventually(async () => ((await statementsTo(ana, 2013)).length ? statementsTo(ana, 2013) : undefined))
    const text = mailText(mail!)
    expect(text).toContain('Dear Ana Lovelace,') // named by the latest gift
    expect(text).toContain('March 1, 2013  Check no. 501  $100.00')
    expect(text).toContain('June 1, 2013  Card  $30.00')
    expect(text).toContain('December 31, 2013  Card, monthly gift  $10.00')
    expect(text).toContain('Total: $140.00')
    for (const absent of ['$40.00', '$70.00', '$33.00', '$25.00']) expect(text).not.toContain(absent)
    expect(text).toContain('the gifts listed here included')
    const pdf = await pdfText(attachedPdf(mail!))
    expect(pdf).toContain('$140.00')
    expect(pdf).toContain(NO_GOODS)
    await eventually(async () => ((await statementsTo(ben, 2013)).length ? true : undefined))

    await settle()
    const rows = await payload.find({ collection: 'donor-statements', where: { email: { in: [ana, ben] } }, sort: 'email' })
    expect(rows.docs).toEqual([
      expect.objectContaining({ email: ana, year: 2013, sent_at: expect.any(String), gifts_count: 3, total_cents: 14_000 }),
      expect.objectContaining({ email: ben, year: 2013, sent_at: expect.any(String), gifts_count: 1, total_cents: 500 }),
    ])
    expect(((await (await queueYear({ year: 2013 })).json()) as { queued: number }).queued).toBe(0)
    await settle()
    expect(await statementsTo(ana, 2013)).toHaveLength(1)

    expect(((await (await queueYear({ year: 2013, resend: true })).json()) as { queued: number }).queued).toBeGreaterThanOrEqual(2)
    await eventually(async () => ((await statementsTo(ana, 2013)).length === 2 ? true : undefined))
    expect((await queueYear({ year: 1999 })).status).toBe(422)
  })

  it('a donor’s own request: the same answer for a donor and a stranger; only the donor gets mail', async () => {
    const tag = randomUUID().slice(0, 8)
    const donor = `asker-${tag}@example.org`
    const stranger = `stranger-${tag}@example.org`
    await pastGift('2012-04-04T15:00:00Z', { amount_cents: 4400, donor_email: donor, donor_name: 'Asker' })
    const ask = async (email: string) => {
      const response = await postJson('/api/donations/statement', { email, year: 2012 })
      return { status: response.status, body: await response.text() }
    }
    const [mine, theirs] = [await ask(donor.toUpperCase()), await ask(stranger)]
    expect(mine.status).toBe(202)
    expect(theirs).toEqual(mine)
    expect(JSON.parse(mine.body)).toEqual({ message: 'If this address gave that year, its statement is on its way by email.' })
    const [mail] = await eventually(async () => ((await statementsTo(donor, 2012)).length ? statementsTo(donor, 2012) : undefined))
    expect(mailText(mail!)).toContain('Total: $44.00')
    await settle()
    expect((await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(stranger))).toHaveLength(0)
    expect((await payload.count({ collection: 'donor-statements', where: { email: { equals: stranger } } })).totalDocs).toBe(0)

    expect((await postJson('/api/donations/statement', { email: donor, year: 2012, website: 'http://spam.example' })).status).toBe(400)
    const bad = await postJson('/api/donations/statement', { email: 'nope', year: 'last' })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ email: 'Invalid email address', year: 'Please enter a year such as 2026' })
  })

  it('the January task sends the past year’s from STATEMENTS_DAY (15) on, each donor once', async () => {
    const donor = `january-${randomUUID().slice(0, 8)}@example.org`
    await pastGift('2010-10-10T15:00:00Z', { amount_cents: 1500, donor_email: donor })
    const rowsOf = async () => (await payload.find({ collection: 'donor-statements', where: { and: [{ email: { equals: donor } }, { year: { equals: 2010 } }] } })).docs
    await queueTaskIn(testStack().databaseURL, 'queueYearEndStatements', { now: '2011-01-14T15:00:00Z' })
    await settle()
    expect(await rowsOf()).toEqual([])
    await queueTaskIn(testStack().databaseURL, 'queueYearEndStatements', { now: '2011-01-15T15:00:00Z' })
    await queueTaskIn(testStack().databaseURL, 'queueYearEndStatements', { now: '2011-01-16T15:00:00Z' })
    await eventually(async () => ((await statementsTo(donor, 2010)).length ? true : undefined))
    await settle()
    expect(await statementsTo(donor, 2010)).toHaveLength(1)
    expect(await rowsOf()).toEqual([expect.objectContaining({ sent_at: expect.any(String), total_cents: 1500 })])
  })
})
