import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, postJson } from '../support/http'
import { eventually, mailHeader, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Tribute gifts (issue 24): the checkout keeps the tribute; the card goes to the person named
// once the webhook confirms the gift, once, never for a payment that failed.

let payload: Payload
let token: string
const deliver = (type: string, object: Record<string, unknown>, eventId?: string) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object, eventId)
const mailsTo = async (to: string) => (await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(to))
const settle = () => jobsSettled(testStack().databaseURL)
const cardJobs = async (id: number) =>
  (await payload.find({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'mailTributeCard' } }, { 'input.donation': { equals: id } }] }, limit: 10 })).totalDocs

type Tribute = Record<string, unknown>
/** A one-time tribute gift started through checkout: its row id, PaymentIntent and the address told. */
async function tributeGift(amount: number, tribute: Tribute, extra: Record<string, unknown> = {}) {
  const response = await postJson('/api/donations/checkout', { amount_cents: amount, donor_name: 'Dana Giver', donor_email: `giver-${randomUUID()}@example.org`, tribute, ...extra })
  expect(response.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await response.json()) as { client_secret: string; donation_id: number }
  return { id, intent: secret.split('_secret_')[0]! }
}
const succeeded = (g: { id: number; intent: string }, amount: number, eventId?: string) =>
  deliver('payment_intent.succeeded', { id: g.intent, object: 'payment_intent', amount, amount_received: amount, metadata: { donation_id: String(g.id) } }, eventId)

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
})

describe('a tribute gift', () => {
  it('is stored with its tribute; no card before the webhook; after it, one card with an HTML and a text part, the message, no amount', async () => {
    const to = `family-${randomUUID()}@example.org`
    const message = 'She loved the sea.\nThinking of you <all> & always.'
    const g = await tributeGift(4200, { kind: 'memory', honoree_name: 'Clara Jones', notify_name: 'Ann Jones', notify_email: to.toUpperCase(), message })
    const row = await payload.findByID({ collection: 'donations', id: g.id })
    expect(row).toMatchObject({ status: 'pending', is_anonymous: false, fee_covered_cents: 0 })
    expect(row.tribute).toMatchObject({ kind: 'memory', honoree_name: 'Clara Jones', notify_name: 'Ann Jones', notify_email: to, message, show_amount: false })
    expect(row.tribute?.card_queued_at ?? null).toBeNull()
    await settle()
    expect(await mailsTo(to)).toHaveLength(0)
    expect(await cardJobs(g.id)).toBe(0)

    const first = await succeeded(g, 4200)
    expect(first.body.outcome).toBe('applied')
    const [mail] = await eventually(async () => ((await mailsTo(to)).length ? mailsTo(to) : undefined))
    expect(mailHeader(mail!, 'Subject')).toBe('A gift in memory of Clara Jones')
    const raw = mailText(mail!)
    expect(raw).toMatch(/Content-Type: text\/plain/i)
    expect(raw).toMatch(/Content-Type: text\/html/i)
    expect(raw).toContain('Dear Ann Jones,')
    expect(raw).toContain('Dana Giver has made a gift to')
    expect(raw).toContain('in memory of Clara Jones.')
    expect(raw).toContain('Thinking of you <all> & always.') // the text part, as typed
    expect(raw).toContain('Thinking of you &lt;all&gt; &amp; always.') // the HTML part, escaped
    expect(raw).not.toContain('$42')
    expect(raw).not.toContain('42.00')
    expect((await payload.findByID({ collection: 'donations', id: g.id })).tribute?.card_queued_at).toBeTruthy()

    // The same event delivered again, and another success event for the same payment: no second card.
    expect((await succeeded(g, 4200, first.eventId)).body.outcome).toBe('duplicate')
    expect((await succeeded(g, 4200)).body.outcome).toBe('ignored')
    await settle()
    expect(await mailsTo(to)).toHaveLength(1)
    expect(await cardJobs(g.id)).toBe(1)
  })

  it('shows the amount when the donor asks; an anonymous donor is “a friend of the foundation”', async () => {
    const to = `honor-${randomUUID()}@example.org`
    const g = await tributeGift(2500, { kind: 'honor', honoree_name: 'Coach Lee', notify_name: 'Coach Lee', notify_email: to, show_amount: true }, { anonymous: true })
    expect((await payload.findByID({ collection: 'donations', id: g.id })).is_anonymous).toBe(true)
    await succeeded(g, 2500)
    const [mail] = await eventually(async () => ((await mailsTo(to)).length ? mailsTo(to) : undefined))
    expect(mailHeader(mail!, 'Subject')).toBe('A gift in honor of Coach Lee')
    const text = mailText(mail!)
    expect(text).toContain('A friend of the foundation has made a gift of $25 to')
    expect(text).not.toContain('Dana Giver')
  })

  it('a payment that failed sends no card, and a tribute without anyone to tell sends none', async () => {
    const to = `failed-${randomUUID()}@example.org`
    const g = await tributeGift(3000, { kind: 'memory', honoree_name: 'Sam Ortiz', notify_name: 'Lu Ortiz', notify_email: to })
    const failed = await deliver('payment_intent.payment_failed', {
      id: g.intent,
      object: 'payment_intent',
      amount: 3000,
      metadata: { donation_id: String(g.id) },
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    })
    expect(failed.body.outcome).toBe('applied')
    expect((await payload.findByID({ collection: 'donations', id: g.id })).status).toBe('failed')

    const quiet = await tributeGift(3000, { kind: 'honor', honoree_name: 'Pat Kim' })
    await succeeded(quiet, 3000)
    await settle()
    expect(await mailsTo(to)).toHaveLength(0)
    expect(await cardJobs(g.id)).toBe(0)
    expect(await cardJobs(quiet.id)).toBe(0)
    expect((await payload.findByID({ collection: 'donations', id: quiet.id })).tribute).toMatchObject({ kind: 'honor', honoree_name: 'Pat Kim' })
  })

  it('bad tribute input is a 422 with field messages, and nothing is created', async () => {
    const before = (await payload.count({ collection: 'donations' })).totalDocs
    const refused = async (tribute: unknown) => {
      const response = await postJson('/api/donations/checkout', { amount_cents: 2000, tribute })
      expect(response.status).toBe(422)
      return ((await response.json()) as { fields: Record<string, string> }).fields
    }
    expect(await refused({ kind: 'party', honoree_name: 'X' })).toHaveProperty(['tribute.kind'])
    expect(await refused({ kind: 'memory', honoree_name: '  ' })).toHaveProperty(['tribute.honoree_name'])
    expect(await refused({ kind: 'memory', honoree_name: 'Line\nBreak' })).toHaveProperty(['tribute.honoree_name'])
    expect(await refused({ kind: 'memory', honoree_name: 'x'.repeat(201) })).toHaveProperty(['tribute.honoree_name'], 'Please keep this under 200 characters')
    expect(await refused({ kind: 'memory', honoree_name: 'Ok', notify_name: 'Ann', notify_email: 'not-an-email' })).toHaveProperty(['tribute.notify_email'])
    expect(await refused({ kind: 'memory', honoree_name: 'Ok', notify_email: 'ann@example.org' })).toHaveProperty(['tribute.notify_name'])
    expect(await refused({ kind: 'honor', honoree_name: 'Ok', notify_name: 'Ann', notify_email: 'ann@example.org', message: 'x'.repeat(501) })).toHaveProperty(
      ['tribute.message'],
      'Please keep this under 500 characters',
    )
    const flags = await postJson('/api/donations/checkout', { amount_cents: 2000, cover_fee: 'yes', anonymous: 1 })
    expect(flags.status).toBe(422)
    expect(((await flags.json()) as { fields: Record<string, string> }).fields).toMatchObject({ cover_fee: expect.any(String), anonymous: expect.any(String) })
    expect((await payload.count({ collection: 'donations' })).totalDocs).toBe(before)
  })

  it('staff see the tribute, the fee and anonymity in the list and the CSV', async () => {
    const to = `staff-${randomUUID()}@example.org`
    const g = await tributeGift(1000, { kind: 'memory', honoree_name: '=Grandpa Joe', notify_name: 'Mae', notify_email: to }, { anonymous: true, cover_fee: true })
    await succeeded(g, 1061) // $10 and the covered fee: ⌈(1000 + 30) / 0.971⌉
    const list = (await (await http('/api/donations/list', { headers: bearer(token) })).json()) as Record<string, unknown>[]
    expect(list.find((d) => d.id === g.id)).toMatchObject({
      amount_cents: 1000,
      fee_covered_cents: 61,
      is_anonymous: true,
      donor_name: 'Dana Giver',
      tribute: { kind: 'memory', honoree_name: '=Grandpa Joe', notify_name: 'Mae', notify_email: to, card_queued: true },
    })
    const csv = await (await http('/api/donations/export.csv', { headers: bearer(token) })).text()
    const [header, ...lines] = csv.replace(/^\uFEFF/, '').split('\r\n')
    const columns = header!.split(',')
    // The spec's columns first, then the new ones (other new columns may sit among them).
    expect(columns.slice(0, 9)).toEqual(['ID', 'Date', 'Amount', 'Donor Name', 'Donor Email', 'Type', 'Status', 'Dedication', 'Method'])
    const cells = lines.find((l) => l.startsWith(`${g.id},`))!.split(',')
    const cell = (name: string) => cells[columns.indexOf(name)]
    expect(['Tribute', 'Honoree', 'Notify Email', 'Fee Covered', 'Anonymous'].map(cell)).toEqual(['memory', "'=Grandpa Joe", to, '0.61', 'true'])
    expect(cell('Amount')).toBe('10.00')
  })
})
