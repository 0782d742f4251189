import { randomUUID } from 'node:crypto'

import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { ERASED_DONOR_PREFIX, PEOPLE_MESSAGES } from '@/contracts/people'

import type { ReceivedMail } from '../support/fakeSmtp'
import type { StripeCall } from '../support/fakeStripe'
import { apiLogin, bearer, freshAddress, http, postJson, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'
import { eventInput } from '../support/events'
import { order, paidOrder, ticketedEvent } from '../support/tickets'

// One person's data on request (issue 44): everything held about one address as one document, and
// its erasure. The person here gave by check (one of them eight years ago) and by card (two Stripe
// customers, one of which Stripe never had), RSVPed, wrote to the foundation, left a remembrance
// with a photo, has a donor note and a reminder opt-out, and is someone else's tribute notice.
// Every address is this file's own.

const PASSWORD = 'a-long-enough-password-1'
const DAY = 86_400_000
const tag = randomUUID().slice(0, 8)
const person = uniqueEmail(`people-${tag}`)
/** The address as an admin might type it: capitals and spaces. */
const typed = `  ${person.toUpperCase()} `
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10)

type Export = {
  email: string
  found: boolean
  links_expire_at: string
  donor: { id: number; since: string } | null
  gifts: { id: number; donor_name: string | null; donor_email: string | null; dedication_note: string | null; stripe_customer_id: string | null }[]
  acknowledgements: unknown[]
  statements: unknown[]
  tribute_notices: { gift_id: number; notify_email: string | null }[]
  rsvps: { id: number; event: { title: string } | null }[]
  messages: { id: number; subject: string | null }[]
  remembrances: { id: number; photo_url: string | null }[]
  gallery_photos: unknown[]
  fundraisers: unknown[]
  scholarship_applications: unknown[]
  recommendations: unknown[]
  donor_notes: { text: string }[]
  mail_choices: { no_event_reminders_since: string | null; erased_at: string | null; mail_turned_off: { kind: string }[]; tribute_families: unknown[]; anniversary_mails: unknown[] }
  orders: { id: number; status: string; buyer_name: string; charged_cents: number; tickets: { code: string }[] }[]
  guest_tickets: { event: string | null; ticket: string; guest_name: string | null }[]
  waitlist: unknown[]
  sponsorships: unknown[]
}
type Erasure = { email_hash: string; donor_id: number | null; erased_name: string | null; done: Record<string, number>; notes: string[] }

let payload: Payload
let admin: string
let content: string
const f = {} as {
  donorId: number
  recentCheck: number
  oldCheck: number
  monthly: number
  oneTime: number
  customer: string
  missingCustomer: string
  tributeGift: number
  rsvp: number
  message: number
  remembrance: number
  photo: number
  eventId: number
  paidOrder: number
  expiredOrder: number
  guestTicket: number
  erasure: Erasure
}

const exportOf = (email: string, token = admin) => http(`/api/admin/people/export?email=${encodeURIComponent(email)}`, { headers: bearer(token) })
const erase = (body: Record<string, unknown>, token = admin) => sendJson('POST', '/api/admin/people/erase', body, token)
const stripeCalls = async () => (await (await fetch(`${testStack().stripeURL}/__calls`)).json()) as StripeCall[]

async function exported(email: string): Promise<Export> {
  const response = await exportOf(email)
  expect(response.status).toBe(200)
  return (await response.json()) as Export
}

async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: testStack().databaseURL })
  await db.connect()
  try {
    return (await db.query(text, values)).rows as T[]
  } finally {
    await db.end()
  }
}

/** A customer in the fake Stripe, as checkout makes one for a monthly gift. */
async function stripeCustomer(email: string): Promise<string> {
  const response = await fetch(`${testStack().stripeURL}/v1/customers`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_people', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, name: 'Pat Doe' }).toString(),
  })
  return ((await response.json()) as { id: string }).id
}

async function recordCheck(receivedOn: string, extra: Record<string, unknown> = {}) {
  const response = await sendJson('POST', '/api/donations/mail-in', { amount_cents: 2_500, received_on: receivedOn, donor_name: 'Pat Doe', donor_email: typed, ...extra }, admin)
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

async function newEvent(title: string): Promise<number> {
  const response = await sendJson('POST', '/api/admin/events', eventInput(title), admin)
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: number }).id
}

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await apiLogin()
  const contentEmail = uniqueEmail('people-content')
  await payload.create({ collection: 'users', data: { email: contentEmail, password: PASSWORD, role: 'content' } })
  content = await apiLogin(contentEmail, PASSWORD)

  // Gifts: a check last month (then corrected: its history names the donor), one eight years ago,
  // and two card gifts made as /cms would (a monthly one with a real Stripe customer, a one-time
  // one whose customer Stripe never had).
  f.recentCheck = await recordCheck(daysAgo(30), { dedication_note: 'For June' })
  const corrected = await sendJson(
    'PATCH',
    `/api/donations/${f.recentCheck}`,
    { amount_cents: 2_500, received_on: daysAgo(30), donor_name: 'Pat Q. Doe', donor_email: person, dedication_note: 'For June' },
    admin,
  )
  expect(corrected.status).toBe(200)
  f.oldCheck = await recordCheck(daysAgo(8 * 366))
  f.customer = await stripeCustomer(person)
  f.missingCustomer = `cus_never_${tag}`
  const card = (extra: Record<string, unknown>) =>
    payload.create({ collection: 'donations', data: { amount_cents: 1_500, currency: 'usd', method: 'card', status: 'succeeded', donor_email: person, donor_name: 'Pat Doe', ...extra } })
  f.monthly = (await card({ is_recurring: true, stripe_customer_id: f.customer, stripe_subscription_id: `sub_people_${tag}` })).id
  f.oneTime = (await card({ stripe_customer_id: f.missingCustomer })).id
  // Someone else's gift whose tribute card is to reach the person (pending: no card is mailed).
  f.tributeGift = (
    await payload.create({
      collection: 'donations',
      data: {
        amount_cents: 5_000,
        currency: 'usd',
        method: 'card',
        status: 'pending',
        donor_email: uniqueEmail('people-other'),
        donor_name: 'Sam Other',
        tribute: { kind: 'memory', honoree_name: 'June Doe', notify_name: 'Pat Doe', notify_email: person },
      },
    })
  ).id

  f.eventId = await newEvent(`People evening ${tag}`)
  const rsvp = await postJson(`/api/events/${f.eventId}/rsvp`, { name: 'Pat Doe', email: person })
  expect(rsvp.status).toBe(201)
  f.rsvp = (await payload.find({ collection: 'rsvps', where: { event: { equals: f.eventId } }, depth: 0 })).docs[0]!.id

  const message = await postJson('/api/contact', { name: 'Pat Doe', email: person, subject: `Hello ${tag}`, message: 'Thank you for the walk.' })
  expect(message.status).toBe(201)
  f.message = ((await message.json()) as { id: number }).id

  const form = new FormData()
  for (const [key, value] of Object.entries({ name: 'Pat Doe', email: person, relationship: 'her sister', message: 'She sang in the car.', consent: 'true' })) form.set(key, value)
  form.set('photo', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'photo.png')
  const remembrance = await http('/api/remembrances', { method: 'POST', body: form, headers: { 'X-Forwarded-For': freshAddress() } })
  expect(remembrance.status).toBe(201)
  f.remembrance = ((await remembrance.json()) as { id: number }).id
  f.photo = (await payload.findByID({ collection: 'remembrances', id: f.remembrance, depth: 0 })).photo as number

  f.donorId = (await payload.find({ collection: 'donors', where: { email: { equals: person } }, depth: 0 })).docs[0]!.id
  const note = await sendJson('POST', `/api/admin/donors/${f.donorId}/notes`, { text: 'Prefers letters by post.' }, admin)
  expect(note.status).toBe(201)
  // Tickets: an order paid (two walk tickets), one whose hold ran out, and a seat of someone else's order naming the person as its guest.
  const walk = await ticketedEvent(admin, `People walk ${tag}`, [{ key: 'walk', label: 'Memorial walk', price_cents: 2_500, value_cents: 0, quantity: 20, seats: 1 }])
  f.paidOrder = (await paidOrder(walk, { name: 'Pat Doe', email: person, items: [{ ticket: 'walk', quantity: 2 }] })).started.order_id
  const expired = await order(walk, { name: 'Pat Doe', email: person, items: [{ ticket: 'walk', quantity: 1 }] })
  expect(expired.status).toBe(201)
  f.expiredOrder = ((await expired.json()) as { order_id: number }).order_id
  await sql(`UPDATE ticket_orders SET status = 'expired' WHERE id = $1`, [f.expiredOrder])
  const { codes } = await paidOrder(walk, { name: 'Sam Other', email: uniqueEmail('people-host'), items: [{ ticket: 'walk', quantity: 1 }] })
  const [guest] = await sql<{ id: number }>(`UPDATE tickets SET guest_name = 'Pat Doe', guest_email = $1, guest_note = 'No nuts, please' WHERE code = $2 RETURNING id`, [person, codes[0]])
  f.guestTicket = guest!.id
  // A place on the walk's waitlist (as POST /api/events/{id}/waitlist makes one for a sold-out ticket).
  await sql(`INSERT INTO waitlist_entries (event_id, ticket, name, email, quantity, status) VALUES ($1, 'walk', 'Pat Doe', $2, 2, 'waiting')`, [walk, person])
  // A sponsorship paid by check, recorded by staff.
  const tier = await sendJson('POST', '/api/sponsors/admin', { name: `People tier ${tag}`, amount_cents: 50_000, benefits_json: {}, is_active: true }, admin)
  expect(tier.status).toBe(201)
  const sponsorship = await postJson('/api/admin/sponsorships', { tier: ((await tier.json()) as { id: number }).id, company: 'Doe Hardware', contact_name: 'Pat Doe', email: person }, bearer(admin))
  expect(sponsorship.status).toBe(201)

  // As the reminders' unsubscribe link records it.
  await sql(`INSERT INTO reminder_opt_outs (email) VALUES ($1) ON CONFLICT DO NOTHING`, [person])
  await sql(`INSERT INTO mail_opt_outs (email, kind) VALUES ($1, 'anniversary') ON CONFLICT DO NOTHING`, [person])
  // As a tribute page's family (its digest chosen) and a yearly reminder mailed, in their own tables.
  const page = await payload.create({ collection: 'tributes', data: { name: `Rose ${tag}`, slug: `rose-${tag}`, kind: 'memory' } })
  await sql(`INSERT INTO tribute_families (tribute_id, email, digest) VALUES ($1, $2, 'weekly')`, [page.id, person])
  await sql(`INSERT INTO anniversary_reminders (tribute_id, email, year) VALUES ($1, $2, 2025)`, [page.id, person])
})

describe('who may ask', () => {
  it('admins only: content staff get 403, strangers 401, and nothing is erased', async () => {
    for (const response of [await exportOf(person, content), await erase({ email: person, confirm: true }, content)]) {
      expect(response.status).toBe(403)
      expect(((await response.json()) as { detail: string }).detail).toMatch(/^Your role \(Content\) does not include /)
    }
    expect((await http(`/api/admin/people/export?email=${encodeURIComponent(person)}`)).status).toBe(401)
    expect((await sendJson('POST', '/api/admin/people/erase', { email: person, confirm: true })).status).toBe(401)
    expect(await payload.findByID({ collection: 'rsvps', id: f.rsvp, depth: 0, disableErrors: true })).not.toBeNull()
  })

  it('an email that is not an email is 422 with the field’s message; an erasure without confirm: true is 422 on confirm', async () => {
    const bad = await exportOf('not-an-email')
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toEqual({ email: 'Invalid email address' })
    for (const body of [{ email: person }, { email: person, confirm: false }, { email: person, confirm: 'yes' }]) {
      const refused = await erase(body)
      expect(refused.status).toBe(422)
      expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({ confirm: PEOPLE_MESSAGES.confirm })
    }
    expect(await payload.findByID({ collection: 'contact-messages', id: f.message, depth: 0, disableErrors: true })).not.toBeNull()
  })
})

describe('GET /api/admin/people/export', () => {
  it('an address nothing is held about: 200, found: false, empty lists', async () => {
    const nobody = await exported(uniqueEmail('people-nobody'))
    expect(nobody).toMatchObject({ found: false, donor: null, gifts: [], rsvps: [], messages: [], remembrances: [], donor_notes: [], orders: [], guest_tickets: [], waitlist: [], sponsorships: [] })
    expect(nobody.mail_choices).toEqual({ no_event_reminders_since: null, erased_at: null, mail_turned_off: [], tribute_families: [], anniversary_mails: [] })
  })

  it('holds each record, found however the address is typed; the photo opens by its link for an hour; audited without the address', async () => {
    const document = await exported(typed)
    expect(document.email).toBe(person)
    expect(document.found).toBe(true)
    expect(document.donor?.id).toBe(f.donorId)
    expect(document.gifts.map((g) => g.id).sort()).toEqual([f.recentCheck, f.oldCheck, f.monthly, f.oneTime].sort())
    expect(document.gifts.find((g) => g.id === f.monthly)).toMatchObject({ donor_email: person, stripe_customer_id: f.customer })
    expect(document.tribute_notices).toEqual([expect.objectContaining({ gift_id: f.tributeGift, notify_email: person })])
    expect(document.rsvps).toEqual([expect.objectContaining({ id: f.rsvp, event: expect.objectContaining({ title: `People evening ${tag}` }) })])
    expect(document.messages).toEqual([expect.objectContaining({ id: f.message, subject: `Hello ${tag}` })])
    expect(document.donor_notes).toEqual([expect.objectContaining({ text: 'Prefers letters by post.' })])
    expect(document.mail_choices.no_event_reminders_since).not.toBeNull()
    expect(document.mail_choices.mail_turned_off).toEqual([{ kind: 'anniversary', since: expect.any(String) }])
    expect(document.mail_choices.tribute_families).toEqual([{ tribute: `Rose ${tag}`, digest: 'weekly', since: expect.any(String) }])
    expect(document.mail_choices.anniversary_mails).toEqual([{ tribute: `Rose ${tag}`, year: 2025 }])
    expect(document.orders.map((o) => [o.id, o.status, o.tickets.length]).sort()).toEqual(
      [
        [f.paidOrder, 'paid', 2],
        [f.expiredOrder, 'expired', 0],
      ].sort(),
    )
    expect(document.sponsorships).toEqual([expect.objectContaining({ company: 'Doe Hardware', contact_name: 'Pat Doe', method: 'check', status: 'paid', amount_cents: 50_000 })])
    expect(document.waitlist).toEqual([{ event: `People walk ${tag}`, ticket: 'walk', name: 'Pat Doe', quantity: 2, status: 'waiting', joined_at: expect.any(String), offer_expires_at: null }])
    expect(document.guest_tickets).toEqual([{ event: `People walk ${tag}`, ticket: 'Memorial walk', guest_name: 'Pat Doe', guest_note: 'No nuts, please', checked_in_at: null }])
    const [remembrance] = document.remembrances
    expect(remembrance?.id).toBe(f.remembrance)
    const photo = await http(remembrance!.photo_url!)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toMatch(/^image\//)
    expect(Date.parse(document.links_expire_at) - Date.now()).toBeGreaterThan(50 * 60_000)

    const { docs } = await payload.find({ collection: 'audit-entries', where: { and: [{ action: { equals: 'people.export' } }, { target_id: { equals: String(f.donorId) } }] }, depth: 0 })
    const summaries = docs.map((entry) => entry.summary ?? '')
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^one person's data: 4 gifts, .*1 RSVP, 1 message, 1 remembrance, 1 donor note, 2 ticket orders, 1 ticket as a guest, 1 waitlist place, 1 sponsorship, 4 mail choices; 1 file link for an hour$/,
        ),
      ]),
    )
    for (const summary of summaries) expect(summary).not.toContain(person.split('@')[0])
  })
})

describe('POST /api/admin/people/erase', () => {
  beforeAll(async () => {
    // A mail job that names the address itself (the links to manage a monthly gift), done before the erasure.
    expect((await postJson('/api/donations/manage', { email: person })).status).toBe(202)
    await jobsSettled(testStack().databaseURL)
    const response = await erase({ email: typed, confirm: true })
    expect(response.status).toBe(200)
    f.erasure = (await response.json()) as Erasure
  })

  it('says what it did, kind by kind', () => {
    expect(f.erasure.email_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(f.erasure.donor_id).toBe(f.donorId)
    expect(f.erasure.erased_name).toBe(`${ERASED_DONOR_PREFIX}${f.donorId}`)
    expect(f.erasure.done).toEqual({
      rsvps: 1,
      messages: 1,
      remembrances: 1,
      photos: 1,
      gallery_photos: 0,
      fundraisers: 0,
      fundraiser_photos: 0,
      donor_notes: 1,
      statements: 0,
      mail_choices: 4,
      mail_jobs: 1,
      gifts_anonymised: 3,
      gifts_deleted: 1,
      tribute_notices: 1,
      ticket_orders_anonymised: 1,
      ticket_orders_deleted: 1,
      guest_tickets: 1,
      waitlist_entries: 1,
      sponsorships_anonymised: 1,
      sponsorships_deleted: 0,
      stripe_customers_deleted: 1,
    })
    expect(f.erasure.notes.join(' ')).toContain(`kept for tax law as “Erased donor #${f.donorId}”`)
    expect(f.erasure.notes.join(' ')).toContain(`Stripe had no customer ${f.missingCustomer}`)
  })

  it('deletes what need not be kept, the remembrance’s photo with it; keeps the recent gifts without their donor; deletes the gift older than 7 years', async () => {
    const gone = (collection: 'rsvps' | 'contact-messages' | 'remembrances' | 'remembrance-photos' | 'donations', id: number) => payload.findByID({ collection, id, depth: 0, disableErrors: true })
    for (const [collection, id] of [
      ['rsvps', f.rsvp],
      ['contact-messages', f.message],
      ['remembrances', f.remembrance],
      ['remembrance-photos', f.photo],
      ['donations', f.oldCheck],
    ] as const)
      expect(await gone(collection, id), `${collection} ${id}`).toBeNull()
    expect((await payload.find({ collection: 'donor-notes', where: { donor: { equals: f.donorId } }, depth: 0 })).docs).toEqual([])

    for (const id of [f.recentCheck, f.monthly, f.oneTime]) {
      const gift = await payload.findByID({ collection: 'donations', id, depth: 0 })
      expect(gift).toMatchObject({ donor_name: `Erased donor #${f.donorId}`, donor_email: null, dedication_note: null, is_anonymous: true })
    }
    const history = (await payload.findByID({ collection: 'donations', id: f.recentCheck, depth: 0 })).history as { changes?: Record<string, unknown> }[]
    expect(history.find((entry) => entry.changes)?.changes?.donor_name).toEqual({ from: '[erased]', to: '[erased]' })
    expect(JSON.stringify(history)).not.toContain(person)

    const donor = await payload.findByID({ collection: 'donors', id: f.donorId, depth: 0 })
    expect(donor.email).toBe(`erased-${f.donorId}@erased.invalid`)
    const other = await payload.findByID({ collection: 'donations', id: f.tributeGift, depth: 0 })
    expect(other.tribute).toMatchObject({ notify_email: null, notify_name: null, honoree_name: 'June Doe' })
    expect(other.donor_name).toBe('Sam Other')
    expect(await sql(`SELECT 1 FROM reminder_opt_outs WHERE lower(email) = $1`, [person])).toEqual([])
    for (const table of ['mail_opt_outs', 'tribute_families', 'anniversary_reminders']) expect(await sql(`SELECT 1 FROM ${table} WHERE lower(email) = $1`, [person])).toEqual([])
    // The paid order is a tax record, kept under the erased name; the expired one is gone; the guest's seat stays, unnamed.
    expect(await sql(`SELECT buyer_name, buyer_email, status FROM ticket_orders WHERE id = $1`, [f.paidOrder])).toEqual([
      { buyer_name: `Erased donor #${f.donorId}`, buyer_email: `erased-${f.donorId}@erased.invalid`, status: 'paid' },
    ])
    expect(await sql(`SELECT 1 FROM ticket_orders WHERE id = $1`, [f.expiredOrder])).toEqual([])
    expect(await sql(`SELECT guest_name, guest_email, guest_note FROM tickets WHERE id = $1`, [f.guestTicket])).toEqual([{ guest_name: null, guest_email: null, guest_note: null }])
    expect(
      await sql(
        `SELECT 1 FROM ticket_orders WHERE lower(buyer_email) = $1 UNION ALL SELECT 1 FROM tickets WHERE lower(guest_email) = $1 UNION ALL SELECT 1 FROM waitlist_entries WHERE email = $1 UNION ALL SELECT 1 FROM sponsorships WHERE email = $1`,
        [person],
      ),
    ).toEqual([])
    expect(await sql(`SELECT id FROM payload_jobs WHERE input->>'email' = $1`, [person])).toEqual([])
  })

  it('deletes the Stripe customers of the gifts, tolerating one Stripe never had', async () => {
    const deletions = (await stripeCalls()).filter((call) => call.method === 'DELETE' && call.path.startsWith('/v1/customers/')).map((call) => call.path)
    expect(deletions).toEqual(expect.arrayContaining([`/v1/customers/${f.customer}`, `/v1/customers/${f.missingCustomer}`]))
    const customer = (await (await fetch(`${testStack().stripeURL}/__object?id=${f.customer}`)).json()) as { deleted?: boolean; email: string | null }
    expect(customer).toMatchObject({ deleted: true, email: null })
  })

  it('is in the audit trail against the donor, counts only', async () => {
    const { docs } = await payload.find({ collection: 'audit-entries', where: { and: [{ action: { equals: 'people.erase' } }, { target_id: { equals: String(f.donorId) } }] }, depth: 0 })
    const summaries = docs.map((entry) => entry.summary ?? '')
    expect(summaries).toEqual(
      expect.arrayContaining([expect.stringMatching(/^one person's data erased: 1 RSVP, 1 message, 1 remembrance/), expect.stringMatching(/^asked Stripe to delete 2 customers/)]),
    )
    for (const summary of summaries) expect(summary).not.toContain(person.split('@')[0])
  })

  it('the export afterwards finds only the gifts kept, under the erased donor’s name', async () => {
    const document = await exported(person)
    expect(document.found).toBe(true)
    expect(document.donor).toBeNull()
    expect(document.gifts.map((g) => g.id).sort()).toEqual([f.recentCheck, f.monthly, f.oneTime].sort())
    for (const gift of document.gifts) expect(gift).toMatchObject({ donor_name: `Erased donor #${f.donorId}`, donor_email: null })
    expect(document).toMatchObject({ rsvps: [], messages: [], remembrances: [], donor_notes: [], tribute_notices: [], statements: [] })
    expect(document.mail_choices.no_event_reminders_since).toBeNull()
    expect(document.mail_choices.erased_at).not.toBeNull()
  })

  it('erasing again is harmless: all zeros', async () => {
    const response = await erase({ email: person, confirm: true })
    expect(response.status).toBe(200)
    const again = (await response.json()) as Erasure
    expect(Object.values(again.done).every((n) => n === 0)).toBe(true)
    expect(again.email_hash).toBe(f.erasure.email_hash)
    expect((await payload.findByID({ collection: 'donations', id: f.monthly, depth: 0 })).donor_name).toBe(`Erased donor #${f.donorId}`)
  })

  it('no mail is sent to the address afterwards, though it is queued (an RSVP confirmation); others’ mail goes', async () => {
    const title = `After the erasure ${tag}`
    const eventId = await newEvent(title)
    const control = uniqueEmail('people-control')
    expect((await postJson(`/api/events/${eventId}/rsvp`, { name: 'Pat Doe', email: person })).status).toBe(201)
    expect((await postJson(`/api/events/${eventId}/rsvp`, { name: 'Cam Control', email: control })).status).toBe(201)
    const about = (mail: ReceivedMail) => mailText(mail).includes(title)
    await eventually(async () => (await readMailbox(testStack().mailboxURL)).find((mail) => mail.to.includes(control) && about(mail)))
    await jobsSettled(testStack().databaseURL)
    expect((await readMailbox(testStack().mailboxURL)).filter((mail) => mail.to.some((to) => to.toLowerCase() === person) && about(mail))).toEqual([])
  })
})
