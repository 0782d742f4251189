import pg from 'pg'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { CROSS_SITE_REFUSED } from '@/server/http/crossSite'

import { TEST_ADMIN } from '../support/constants.mjs'
import { apiLogin, baseURL, bearer, cmsLogin, freshAddress, http, postJson, sendJson } from '../support/http'
import { jobsSettled } from '../support/jobs'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'
import { ALLOWED_ORIGIN } from './globalSetup'

// The four holes the attack of issue 33 found, each reproduced and refused: reports that hid a
// remembrance again and again, a password set through /cms with no trace, the cross-site refusal
// that trusted one header, and Payload's own collections (document locks, preferences) with
// default access, beside reads of donors' data through /cms/api that left no trace.

const PASSWORD = 'a-long-enough-password-1'
const EVIL = 'http://evil.example'
let payload: Payload
const staff = {} as Record<'content' | 'fundraising', { id: number; email: string; token: string }>

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: testStack().databaseURL })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Payload's REST as /cms uses it, signed in with a token (`JWT …`). */
const cms = (method: string, path: string, token: string, body?: unknown) =>
  http(`/cms/api${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })

type Entry = { action: string; actor_email?: string | null; actor_id?: number | null; target_id?: string | null; changed_fields?: unknown; summary?: string | null }
const auditOf = async (where: Record<string, unknown>): Promise<Entry[]> =>
  (await payload.find({ collection: 'audit-entries', where: where as never, sort: 'createdAt', limit: 100, depth: 0 })).docs as Entry[]

beforeAll(async () => {
  payload = await getTestPayload()
  for (const role of ['content', 'fundraising'] as const) {
    const email = uniqueEmail(`holes-${role}`)
    const user = await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
    staff[role] = { id: user.id, email, token: await apiLogin(email, PASSWORD) }
  }
})

describe('1. reports cannot hide a remembrance again and again', () => {
  const report = (id: number, address: string, reason?: string) => postJson(`/api/remembrances/${id}/report`, reason ? { reason } : {}, { 'X-Forwarded-For': address })
  const onWall = async (id: number) => ((await (await http('/api/remembrances?limit=100')).json()) as { id: number }[]).some((r) => r.id === id)
  const staffView = async (id: number, status: string) =>
    ((await (await http(`/api/admin/remembrances?status=${status}`, { headers: bearer(staff.content.token) })).json()) as { id: number; hidden_by: string | null; report_count: number }[]).find(
      (r) => r.id === id,
    )
  const hiddenMails = async (id: number) => (await readMailbox(testStack().mailboxURL)).filter((m) => /A remembrance was hidden by reports/.test(m.raw) && mailText(m).includes(`(#${id})`))

  async function published(): Promise<number> {
    const response = await postJson(
      '/api/remembrances',
      { name: 'Ada', email: uniqueEmail('holes-wall'), relationship: 'neighbour', message: 'She fed every cat on the street.', consent: true },
      { 'X-Forwarded-For': freshAddress() },
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    expect((await sendJson('PATCH', `/api/admin/remembrances/${id}`, { status: 'published' }, staff.content.token)).status).toBe(200)
    return id
  }

  it('staff publishing again keeps the reports, settled with who decided: the same addresses cannot hide it again, and it takes five new ones', { timeout: 60_000 }, async () => {
    const id = await published()
    const first = [freshAddress(), freshAddress(), freshAddress()]
    for (const address of first) expect((await report(id, address, 'Not about her')).status).toBe(200)
    expect(await onWall(id)).toBe(false)
    expect(await staffView(id, 'hidden')).toMatchObject({ hidden_by: 'reports', report_count: 3 })

    // Hiding by reports is the system's action, in the trail, and content staff are told.
    const hidden = await auditOf({ and: [{ action: { equals: 'remembrance.hidden-by-reports' } }, { target_id: { equals: String(id) } }] })
    expect(hidden).toEqual([expect.objectContaining({ actor_email: 'system', actor_id: null, summary: 'hidden by 3 reports' })])
    const [mail] = await eventually(async () => ((await hiddenMails(id)).length ? hiddenMails(id) : undefined))
    expect(mail!.to).toContain(staff.content.email)
    expect(mail!.to).not.toContain(staff.fundraising.email)
    expect(mailText(mail!)).toContain('- Not about her')

    // Staff keep it: the reports stay, settled by them.
    expect((await sendJson('PATCH', `/api/admin/remembrances/${id}`, { status: 'published' }, staff.content.token)).status).toBe(200)
    const rows = await sql<{ settled_at: Date | null; settled_by_id: number | null; settled_by_email: string | null }>(
      'SELECT settled_at, settled_by_id, settled_by_email FROM remembrance_reports WHERE remembrance_id = $1',
      [id],
    )
    expect(rows).toHaveLength(3)
    for (const row of rows) expect(row).toMatchObject({ settled_at: expect.any(Date), settled_by_id: staff.content.id, settled_by_email: staff.content.email })
    expect(await staffView(id, 'published')).toMatchObject({ hidden_by: null, report_count: 0 })

    // The same three again: nothing (before, this hid it again at once).
    for (const address of first) expect((await report(id, address)).status).toBe(200)
    expect(await onWall(id)).toBe(true)
    expect((await staffView(id, 'published'))?.report_count).toBe(0)

    // Kept by staff, it takes five new addresses, not three.
    for (let i = 0; i < 4; i++) expect((await report(id, freshAddress())).status).toBe(200)
    expect(await onWall(id)).toBe(true)
    expect((await report(id, freshAddress())).status).toBe(200)
    expect(await onWall(id)).toBe(false)
    expect(await auditOf({ and: [{ action: { equals: 'remembrance.hidden-by-reports' } }, { target_id: { equals: String(id) } }] })).toHaveLength(2)
    await eventually(async () => ((await hiddenMails(id)).length === 2 ? true : undefined)) // one mail each time it is hidden

    // Published again through /cms: settled the same way, by whoever did it.
    expect((await cms('PATCH', `/remembrances/${id}`, staff.content.token, { status: 'published' })).status).toBe(200)
    const open = await sql<{ n: number }>('SELECT count(*)::int AS n FROM remembrance_reports WHERE remembrance_id = $1 AND settled_at IS NULL', [id])
    expect(open[0]!.n).toBe(0)
    await jobsSettled(testStack().databaseURL)
    expect(await hiddenMails(id)).toHaveLength(2)
  })

  it('one home’s IPv6 /56 (256 /64 networks) is one reporter', async () => {
    const id = await published()
    for (const address of ['2001:db8:33:1::1', '2001:db8:33:2::1', '2001:db8:33:ff::9']) expect((await report(id, address)).status).toBe(200)
    expect(await onWall(id)).toBe(true)
    expect((await staffView(id, 'published'))?.report_count).toBe(1)
  })
})

describe('2. a password set through /cms is in the audit trail', () => {
  it('an admin setting another account’s password, and a staff member changing their own: who, whose, never the password', async () => {
    const account = await payload.create({ collection: 'users', data: { email: uniqueEmail('holes-password'), password: PASSWORD, role: 'content' } })
    const admin = await cmsLogin()
    const chosen = 'chosen-by-the-admin-77'
    expect((await cms('PATCH', `/users/${account.id}`, admin, { password: chosen })).status).toBe(200)
    const set = await auditOf({ and: [{ action: { equals: 'password-set' } }, { target_id: { equals: String(account.id) } }] })
    expect(set).toEqual([expect.objectContaining({ actor_email: TEST_ADMIN.email, changed_fields: ['password'], summary: `set the password of ${account.email}` })])
    const hash = (await sql<{ hash: string }>('SELECT hash FROM users WHERE id = $1', [account.id]))[0]!.hash
    expect(JSON.stringify(set)).not.toContain(chosen)
    expect(JSON.stringify(set)).not.toContain(hash)

    // The account changes it back itself, with the password the admin set.
    const own = await cmsLogin(account.email, chosen)
    expect((await cms('PATCH', `/users/${account.id}`, own, { password: 'only-i-know-this-one-9' })).status).toBe(200)
    const changed = await auditOf({ and: [{ action: { equals: 'password-set' } }, { target_id: { equals: String(account.id) } }, { actor_id: { equals: account.id } }] })
    expect(changed).toEqual([expect.objectContaining({ actor_email: account.email, changed_fields: ['password'], summary: 'changed their own password' })])
    expect((await postJson('/cms/api/users/login', { email: account.email, password: 'only-i-know-this-one-9' })).status).toBe(200)
  })
})

describe('3. the cross-site refusal without Sec-Fetch-Site', () => {
  const candles = async () => Number((await sql<{ n: string }>('SELECT coalesce(sum(count), 0)::text AS n FROM candle_shards'))[0]!.n)
  const leaveWithPhoto = async (headers: Record<string, string>) => {
    const form = new FormData()
    const email = uniqueEmail('holes-cross-site')
    for (const [key, value] of Object.entries({ name: 'Ada', email, relationship: 'friend', message: 'Remembered.', consent: 'true' })) form.set(key, value)
    form.set('photo', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'photo.png')
    const response = await http('/api/remembrances', { method: 'POST', body: form, headers })
    const stored = (await payload.find({ collection: 'remembrances', where: { email: { equals: email } } })).totalDocs
    return { status: response.status, detail: response.status === 403 ? ((await response.json()) as { detail: string }).detail : null, stored }
  }

  it('a foreign Origin alone (Safari before 16.4) lights no candle and leaves no remembrance with a photo', async () => {
    const before = await candles()
    const refused = await http('/api/candles', { method: 'POST', headers: { Origin: EVIL } })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { detail: string }).detail).toBe(CROSS_SITE_REFUSED)
    expect((await http('/api/candles', { method: 'POST', headers: { Origin: 'null' } })).status).toBe(403)
    expect((await http('/api/candles', { method: 'POST', headers: { Origin: EVIL, 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(403)
    expect(await candles()).toBe(before)
    expect(await leaveWithPhoto({ Origin: EVIL })).toEqual({ status: 403, detail: CROSS_SITE_REFUSED, stored: 0 })
  })

  it('our own origin and the CORS-allowed ones still can', async () => {
    const before = await candles()
    expect((await http('/api/candles', { method: 'POST', headers: { Origin: baseURL() } })).status).toBe(201)
    expect((await http('/api/candles', { method: 'POST', headers: { Origin: ALLOWED_ORIGIN } })).status).toBe(201)
    expect(await candles()).toBe(before + 2)
    expect(await leaveWithPhoto({ Origin: baseURL() })).toMatchObject({ status: 201, stored: 1 })
  })
})

describe('4. Payload’s own collections, and reads of donors’ data through /cms/api', () => {
  const lock = (token: string, document: { relationTo: string; value: number }, user = staff.content.id) =>
    cms('POST', '/payload-locked-documents', token, { document, user: { relationTo: 'users', value: user } })
  const locksOn = async (relationTo: string, id: number) =>
    (await payload.find({ collection: 'payload-locked-documents', where: { and: [{ 'document.relationTo': { equals: relationTo } }, { 'document.value': { equals: id } }] }, depth: 0 })).docs

  it('a staff account locks only what its role may edit, always as itself, and the lock is recorded', async () => {
    const donation = await payload.create({ collection: 'donations', data: { amount_cents: 2500, currency: 'usd', method: 'card', status: 'succeeded', donor_email: uniqueEmail('holes-donor') } })
    const admin = (await payload.find({ collection: 'users', where: { email: { equals: TEST_ADMIN.email } } })).docs[0]!
    // Content staff may not edit gifts or another's account: no lock (before: 201).
    expect((await lock(staff.content.token, { relationTo: 'donations', value: donation.id })).status).toBe(403)
    expect((await lock(staff.content.token, { relationTo: 'users', value: admin.id })).status).toBe(403)
    expect(await locksOn('donations', donation.id)).toEqual([])

    // What content staff edit they may lock, in their own name whatever the body says.
    const remembrance = await payload.create({
      collection: 'remembrances',
      data: { name: 'Ada', email: uniqueEmail('holes-lock'), relationship: 'friend', message: 'Remembered.', status: 'pending', consent_signed: true },
    })
    const made = await lock(staff.content.token, { relationTo: 'remembrances', value: remembrance.id }, admin.id)
    expect(made.status).toBe(201)
    const [held] = await locksOn('remembrances', remembrance.id)
    expect(held?.user).toEqual({ relationTo: 'users', value: staff.content.id })
    expect(await auditOf({ and: [{ target_collection: { equals: 'payload-locked-documents' } }, { target_id: { equals: String(held!.id) } }] })).toEqual([
      expect.objectContaining({ action: 'create', actor_email: staff.content.email }),
    ])

    // Fundraising staff neither see nor release nor take over a lock on a remembrance.
    const seen = (await (await cms('GET', '/payload-locked-documents?limit=100', staff.fundraising.token)).json()) as { docs: { id: number }[] }
    expect(seen.docs.map((d) => d.id)).not.toContain(held!.id)
    expect([403, 404]).toContain((await cms('PATCH', `/payload-locked-documents/${held!.id}`, staff.fundraising.token, { user: { relationTo: 'users', value: staff.fundraising.id } })).status)
    expect([403, 404]).toContain((await cms('DELETE', `/payload-locked-documents/${held!.id}`, staff.fundraising.token)).status)
    expect((await locksOn('remembrances', remembrance.id))[0]?.user).toEqual({ relationTo: 'users', value: staff.content.id })
    // Its owner releases it.
    expect((await cms('DELETE', `/payload-locked-documents/${held!.id}`, staff.content.token)).status).toBe(200)
  })

  it('a staff account reads and writes only its own preferences', async () => {
    const key = `holes-${Date.now()}`
    const admin = await cmsLogin()
    expect((await cms('POST', `/payload-preferences/${key}`, admin, { value: { columns: ['email'] } })).status).toBe(200)
    const theirs = (await payload.find({ collection: 'payload-preferences', where: { key: { equals: key } }, depth: 0 })).docs[0]!
    const listed = (await (await cms('GET', '/payload-preferences?limit=100', staff.content.token)).json()) as { docs: { id: number }[] }
    expect(listed.docs.map((d) => d.id)).not.toContain(theirs.id)
    // (GET and DELETE of /payload-preferences/{x} are Payload's by-key endpoints, always the caller's own.)
    expect(JSON.stringify(await (await cms('GET', `/payload-preferences/${theirs.id}`, staff.content.token)).json())).not.toContain('columns')
    expect([403, 404]).toContain((await cms('PATCH', `/payload-preferences/${theirs.id}`, staff.content.token, { value: { columns: [] } })).status)
    expect((await cms('DELETE', `/payload-preferences/${theirs.id}`, staff.content.token)).status).not.toBe(200)
    // One made naming another account is its maker's.
    const made = await cms('POST', '/payload-preferences', staff.content.token, { key: `${key}-mine`, value: {}, user: { relationTo: 'users', value: theirs.id } })
    expect(made.status).toBe(201)
    const mine = (await payload.find({ collection: 'payload-preferences', where: { key: { equals: `${key}-mine` } }, depth: 0 })).docs[0]!
    expect(mine.user).toEqual({ relationTo: 'users', value: staff.content.id })
    expect((await payload.findByID({ collection: 'payload-preferences', id: theirs.id, depth: 0 })).value).toEqual({ columns: ['email'] })
  })

  it('a fundraising account’s read of gifts through /cms/api is recorded like an export: one entry per request, with the count', async () => {
    await payload.create({ collection: 'donations', data: { amount_cents: 1000, currency: 'usd', method: 'card', status: 'succeeded', donor_email: uniqueEmail('holes-read') } })
    const reads = () => auditOf({ and: [{ action: { equals: 'read' } }, { actor_email: { equals: staff.fundraising.email } }] })
    const list = await cms('GET', '/donations?limit=1000&depth=1', staff.fundraising.token)
    expect(list.status).toBe(200)
    const { docs } = (await list.json()) as { docs: { id: number }[] }
    expect(docs.length).toBeGreaterThan(0)
    expect(await reads()).toEqual([expect.objectContaining({ summary: `${docs.length} records through /cms/api`, target_id: null })])

    const one = await cms('GET', `/donations/${docs[0]!.id}`, staff.fundraising.token)
    expect(one.status).toBe(200)
    expect(await reads()).toEqual([expect.anything(), expect.objectContaining({ summary: '1 record through /cms/api', target_id: String(docs[0]!.id) })])
    // What the public may read of a collection without donors' data is not an entry.
    expect((await cms('GET', '/events?limit=5', staff.fundraising.token)).status).toBe(200)
    expect(await reads()).toHaveLength(2)
  })
})
