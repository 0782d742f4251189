import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { deliverStripeEvent } from '../support/stripeEvents'
import { testStack } from '../support/stack'

import { STRIPE_WEBHOOK_SECRET } from './globalSetup'

// Donors (issue 35): one per email however it was typed, money kept net of refunds and lost
// disputes, the segments, search, notes, the CSV, and who may see any of it. Every donor here
// carries this file's tag, so other files' gifts never enter a count.

type Donor = {
  id: number
  email: string
  name: string | null
  gifts_count: number
  lifetime_cents: number
  largest_cents: number
  monthly_active: boolean
  lapsed: boolean
  first_gift_at: string
  last_gift_at: string
}
type Detail = Donor & {
  gifts: { id: number; kept_cents: number; status: string; is_anonymous: boolean; acknowledged_at: string | null }[]
  statements: unknown[]
  notes: { text: string; by: string }[]
}

const PASSWORD = 'a-long-enough-password-1'
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10)
const tag = randomUUID().slice(0, 8)
const nameTag = randomUUID().slice(0, 8)
const ada = `Ada.${tag}@Donors.Example.org`
const bea = `bea.${tag}@donors.example.org`
const cy = `cy.${tag}@donors.example.org`

let payload: Payload
let admin: string
let fundraising: string
let content: string
const ids = { ada: 0, bea: 0, cy: 0 }

const deliver = (type: string, object: Record<string, unknown>) => deliverStripeEvent(STRIPE_WEBHOOK_SECRET, type, object)

/** A card gift through checkout, paid through the webhook: the donor is added by the server's own hook. */
async function paidGift(amount: number, extra: Record<string, unknown>) {
  const started = await postJson('/api/donations/checkout', { amount_cents: amount, ...extra })
  expect(started.status).toBe(201)
  const { client_secret: secret, donation_id: id } = (await started.json()) as { client_secret: string; donation_id: number }
  const intent = secret.split('_secret_')[0]!
  await deliver('payment_intent.succeeded', { id: intent, object: 'payment_intent', amount, amount_received: amount, metadata: { donation_id: String(id) } })
  return { id, intent }
}

const dispute = (intent: string, id: string, status: string, amount: number) => ({
  id,
  object: 'dispute',
  amount,
  currency: 'usd',
  charge: `ch_${intent}`,
  payment_intent: intent,
  reason: 'fraudulent',
  status,
  evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
})

async function recordCheck(amount: number, email: string, name: string, receivedOn: string) {
  const response = await sendJson('POST', '/api/donations/mail-in', { amount_cents: amount, received_on: receivedOn, donor_name: name, donor_email: email }, fundraising)
  expect(response.status).toBe(201)
}

const list = async (query: string, token = fundraising) => {
  const response = await http(`/api/admin/donors?${query}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return { total: Number(response.headers.get('x-total-count')), rows: (await response.json()) as Donor[] }
}
const byTag = (query = '') => list(`q=${tag}${query}`)

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
  const staff = async (role: 'fundraising' | 'content') => {
    const email = uniqueEmail(`donors-${role}`)
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
    return apiLogin(email, PASSWORD)
  }
  ;[fundraising, content] = await Promise.all([staff('fundraising'), staff('content')])

  // Ada: a check two days ago (upper case), then two card gifts (mixed case, one anonymous): $100
  // with $20 refunded, and $40 lost to a chargeback. A checkout never paid counts for nothing.
  await recordCheck(2_500, `  ${ada.toUpperCase()} `, 'Ada King', daysAgo(2))
  const refunded = await paidGift(10_000, { donor_email: ada, donor_name: 'Ada K', anonymous: true })
  await deliver('charge.refunded', { id: `ch_${randomUUID()}`, object: 'charge', payment_intent: refunded.intent, amount: 10_000, amount_refunded: 2_000, refunded: false })
  const disputed = await paidGift(4_000, { donor_email: ada, donor_name: 'Ada Lovelace' })
  const disputeId = `du_${randomUUID().slice(0, 12)}`
  await deliver('charge.dispute.created', dispute(disputed.intent, disputeId, 'needs_response', 4_000))
  await deliver('charge.dispute.closed', dispute(disputed.intent, disputeId, 'lost', 4_000))
  expect((await postJson('/api/donations/checkout', { amount_cents: 50_000, donor_email: ada })).status).toBe(201)

  // Bea: one check, two years ago (lapsed). Cy: a monthly gift still running, begun 200 days ago,
  // written through the Local API as /cms would (the address kept as typed, spaces and capitals).
  await recordCheck(7_500, bea, `Beatrix ${nameTag}`, daysAgo(730))
  const monthly = await payload.create({
    collection: 'donations',
    data: {
      amount_cents: 1_500,
      currency: 'usd',
      method: 'card',
      status: 'succeeded',
      is_recurring: true,
      donor_email: ` Cy.${tag}@Donors.Example.org `,
      donor_name: 'Cy Monthly',
      stripe_subscription_id: `sub_${tag}`,
    },
  })
  const db = new pg.Client({ connectionString: testStack().databaseURL })
  await db.connect()
  try {
    await db.query(`UPDATE donations SET created_at = now() - interval '200 days' WHERE id = $1`, [monthly.id])
  } finally {
    await db.end()
  }

  const { rows } = await byTag()
  for (const key of ['ada', 'bea', 'cy'] as const) ids[key] = rows.find((r) => r.email.startsWith(`${key}.`))!.id
})

describe('GET /api/admin/donors', () => {
  it('one donor per email however it was typed; lifetime giving is the money kept, net of a refund and of a lost dispute', async () => {
    const { rows } = await list(`q=ada.${tag}`)
    expect(rows).toEqual([
      {
        id: ids.ada,
        email: ada.toLowerCase(),
        name: 'Ada Lovelace', // the latest gift's
        gifts_count: 3,
        lifetime_cents: 2_500 + 8_000 + 0,
        first_gift_at: `${daysAgo(2)}T12:00:00.000Z`,
        last_gift_at: expect.any(String),
        largest_cents: 8_000,
        monthly_active: false,
        lapsed: false,
      },
    ])
  })

  it('the segments: monthly, lapsed and new; all of them with the total in X-Total-Count and pages', async () => {
    const emails = async (segment: string) => (await byTag(`&segment=${segment}`)).rows.map((r) => r.email)
    expect(await emails('monthly')).toEqual([cy])
    expect(await emails('lapsed')).toEqual([bea])
    expect(await emails('new')).toEqual([ada.toLowerCase()])
    expect((await byTag()).total).toBe(3)
    const page = await byTag('&segment=all&skip=1&limit=1')
    expect(page.total).toBe(3)
    expect(page.rows).toHaveLength(1)
    const [bRow] = (await byTag('&segment=lapsed')).rows
    expect(bRow).toMatchObject({ lapsed: true, gifts_count: 1, lifetime_cents: 7_500, first_gift_at: `${daysAgo(730)}T12:00:00.000Z` })
    expect((await byTag('&segment=monthly')).rows[0]).toMatchObject({ monthly_active: true, lapsed: false })
    expect((await http('/api/admin/donors?segment=everyone', { headers: bearer(fundraising) })).status).toBe(422)
  })

  it('searches names and emails, in any case, and takes % and _ literally', async () => {
    expect((await list(`q=${nameTag.toUpperCase()}`)).rows.map((r) => r.id)).toEqual([ids.bea])
    expect((await list(`q=ADA.${tag.toUpperCase()}`)).rows.map((r) => r.id)).toEqual([ids.ada])
    expect((await list(`q=${encodeURIComponent(`${tag}%`)}`)).total).toBe(0)
    expect((await list(`q=${encodeURIComponent(`ada_${tag}`)}`)).total).toBe(0)
  })
})

describe('a donor: GET /api/admin/donors/{id} and notes', () => {
  it('every gift, the anonymous one too, with the money kept of each and its letter of thanks; not a checkout never made', async () => {
    await jobsSettled(testStack().databaseURL) // the letters of thanks of the gifts that succeeded are sent
    const response = await http(`/api/admin/donors/${ids.ada}`, { headers: bearer(fundraising) })
    expect(response.status).toBe(200)
    const donor = (await response.json()) as Detail
    expect(donor).toMatchObject({ id: ids.ada, name: 'Ada Lovelace', lifetime_cents: 10_500, statements: [], notes: [] })
    expect(donor.gifts.map((g) => [g.status, g.kept_cents])).toEqual([
      ['pending', 50_000], // never paid: listed for staff, counted nowhere
      ['disputed', 0],
      ['succeeded', 8_000],
      ['succeeded', 2_500],
    ])
    expect(donor.gifts[2]).toMatchObject({ is_anonymous: true, acknowledged_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) })
    expect(donor.gifts[0]?.acknowledged_at).toBeNull() // never paid, never thanked
    expect((await http('/api/admin/donors/999999999', { headers: bearer(fundraising) })).status).toBe(404)
  })

  it('a note is plain text, kept as written, signed, and in the audit trail', async () => {
    const text = '<b>Prefers letters</b>\nCall after 5 & never on Sundays'
    const added = await sendJson('POST', `/api/admin/donors/${ids.bea}/notes`, { text }, fundraising)
    expect(added.status).toBe(201)
    const note = (await added.json()) as { id: number; text: string; by: string }
    expect(note).toMatchObject({ text, by: expect.stringMatching(/^donors-fundraising-/) })
    const donor = (await (await http(`/api/admin/donors/${ids.bea}`, { headers: bearer(fundraising) })).json()) as Detail
    expect(donor.notes.map((n) => n.text)).toEqual([text])
    const trail = await payload.find({ collection: 'audit-entries', where: { and: [{ action: { equals: 'donor.note' } }, { target_id: { equals: String(note.id) } }] } })
    expect(trail.docs).toHaveLength(1)
    expect(trail.docs[0]).toMatchObject({ target_collection: 'donor-notes', actor_email: note.by })

    const empty = await sendJson('POST', `/api/admin/donors/${ids.bea}/notes`, { text: '   ' }, fundraising)
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.text).toBe('Please write a note')
    expect((await sendJson('POST', '/api/admin/donors/999999999/notes', { text: 'Nobody' }, fundraising)).status).toBe(404)
  })
})

describe('GET /api/admin/donors.csv', () => {
  it('the filter’s donors with readable money, named by date; the bulk read is audited', async () => {
    const response = await http(`/api/admin/donors.csv?q=${tag}`, { headers: bearer(fundraising) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="donors-${new Date().toISOString().slice(0, 10)}.csv"`)
    const [header, ...lines] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(header).toBe('ID,Name,Email,Gifts,Lifetime,First Gift,Last Gift,Largest Gift,Monthly,Lapsed')
    expect(lines).toHaveLength(3)
    expect(lines.find((l) => l.startsWith(`${ids.ada},`))).toMatch(new RegExp(`^${ids.ada},Ada Lovelace,${ada.toLowerCase().replace(/\./g, '\\.')},3,105\\.00,[\\d-]+,[\\d-]+,80\\.00,No,No$`))
    expect(lines.find((l) => l.startsWith(`${ids.cy},`))).toMatch(/,15\.00,Yes,No$/)
    const trail = await payload.find({ collection: 'audit-entries', where: { and: [{ action: { equals: 'export' } }, { target_collection: { equals: 'donors' } }] }, sort: '-createdAt', limit: 1 })
    expect(trail.docs[0]?.summary).toBe('3 donors (all, searched), CSV')
  })
})

describe('who may see donors', () => {
  const paths = () => ['/api/admin/donors', `/api/admin/donors/${ids.ada}`, '/api/admin/donors.csv']

  it('strangers 401, the content role 403, fundraising and admins 200; a note likewise', async () => {
    for (const path of paths()) {
      expect((await http(path)).status, path).toBe(401)
      expect((await http(path, { headers: bearer(content) })).status, path).toBe(403)
      expect((await http(path, { headers: bearer(admin) })).status, path).toBe(200)
    }
    expect((await sendJson('POST', `/api/admin/donors/${ids.ada}/notes`, { text: 'x' })).status).toBe(401)
    expect((await sendJson('POST', `/api/admin/donors/${ids.ada}/notes`, { text: 'x' }, content)).status).toBe(403)
  })
})
