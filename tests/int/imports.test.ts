import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { type GiftImportOut, IMPORT_MESSAGES } from '@/contracts/imports'
import { poolOf } from '@/lib/postgres'

import { apiLogin, bearer, http, sendJson } from '../support/http'
import { eventually, readMailbox } from '../support/mailbox'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'

// Gifts imported from a spreadsheet (issue 44; docs/moving-in.md): a messy file previewed with
// its problems, committed through the Jobs Queue, counted everywhere a gift counts, mailing no
// one; the same file again adds nothing; an undo takes its gifts away, unless one changed since.

const PASSWORD = 'a long enough password 9'
let payload: Payload
let token: string
let campaignSlug: string

const upload = (csv: string | Uint8Array, name = 'gifts.csv', as = token) => {
  const form = new FormData()
  form.set('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), name)
  return http('/api/admin/imports', { method: 'POST', headers: bearer(as), body: form })
}

async function uploaded(csv: string): Promise<GiftImportOut> {
  const response = await upload(csv)
  expect(response.status).toBe(201)
  return (await response.json()) as GiftImportOut
}

const read = async (id: number) => (await (await http(`/api/admin/imports/${id}`, { headers: bearer(token) })).json()) as GiftImportOut

async function committed(id: number): Promise<GiftImportOut> {
  const response = await sendJson('POST', `/api/admin/imports/${id}/commit`, {}, token)
  expect(response.status).toBe(202)
  expect(((await response.json()) as GiftImportOut).status).toBe('committing')
  return eventually(async () => {
    const now = await read(id)
    return now.status === 'committed' ? now : undefined
  }, 30_000)
}

const lifetimeOf = async (email: string) => {
  const response = await http(`/api/admin/donors?q=${encodeURIComponent(email)}`, { headers: bearer(token) })
  const rows = (await response.json()) as { email: string; lifetime_cents: number; gifts_count: number }[]
  return rows.find((row) => row.email === email.toLowerCase())
}

/** Jobs queued for an address (a letter, a card, a receipt would be queued with the gift itself). */
const jobsFor = async (email: string) =>
  (await poolOf(payload).query<{ n: number }>(`SELECT count(*)::int AS n FROM payload_jobs WHERE input::text ILIKE '%' || $1 || '%'`, [email.toLowerCase()])).rows[0]!.n

beforeAll(async () => {
  payload = await getTestPayload()
  token = await apiLogin()
  campaignSlug = `import-${randomUUID().slice(0, 8)}`
  await payload.create({
    collection: 'campaigns',
    data: {
      title: `Import Appeal ${campaignSlug}`,
      slug: campaignSlug,
      goal_cents: 100_000,
      starts_at: new Date(Date.now() - 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      is_published: true,
    },
  })
})

describe('a messy spreadsheet, previewed, committed, counted, and undone', () => {
  const ann = uniqueEmail('import-ann')
  const bob = uniqueEmail('import-bob')
  const cy = uniqueEmail('import-cy')
  // A BOM, US dates, "$1,234.50", a bad row (amount -5, a date of 31/02), a duplicate of row 2, and a
  // row matching a check recorded by hand before.
  const csv = () =>
    '\uFEFF' +
    [
      'Gift Date,Amount,First Name,Last Name,E-mail,Payment Method,Check Number,Campaign,Memo',
      `3/15/2024,"$1,234.50",Ann,Lee,${ann},check,1001,Import Appeal ${campaignSlug},=HYPERLINK("x")`,
      `2024-04-01,25,Bob,Ray,${bob},cash,,,`,
      `31/02/2024,-5,Eve,Nu,eve@example.org,check,,,`,
      `3/15/2024,"$1,234.50",Ann,Lee,${ann.toUpperCase()},check,1001,${campaignSlug},`,
      `2024-05-02,40,Cy,Do,${cy},check,77,,`,
    ].join('\r\n')
  let first: GiftImportOut

  it('the preview: its columns, a proposed mapping, the rows as they would be stored, every problem, the summary', async () => {
    // Cy's check was recorded by hand already: the same day, amount, donor and number.
    const recorded = await sendJson('POST', '/api/donations/mail-in', { amount_cents: 4_000, received_on: '2024-05-02', donor_name: 'Cy Do', donor_email: cy, check_number: '77' }, token)
    expect(recorded.status).toBe(201)
    first = await uploaded(csv())
    expect(first).toMatchObject({ status: 'previewed', rows: 5, filename: 'gifts.csv' })
    expect(first.columns[0]).toBe('Gift Date')
    expect(first.mapping).toMatchObject({ date: 'Gift Date', amount: 'Amount', first_name: 'First Name', last_name: 'Last Name', email: 'E-mail', method: 'Payment Method', note: 'Memo' })
    expect(first.preview).toEqual([
      expect.objectContaining({ row: 2, date: '2024-03-15', amount_cents: 123_450, name: 'Ann Lee', method: 'check', campaign: campaignSlug, note: '=HYPERLINK("x")' }),
      expect.objectContaining({ row: 3, date: '2024-04-01', amount_cents: 2_500, method: 'cash' }),
    ])
    expect(first.errors).toEqual([
      { row: 4, field: 'date', message: IMPORT_MESSAGES.date },
      { row: 4, field: 'amount', message: IMPORT_MESSAGES.amount },
    ])
    expect(first.summary).toEqual({ valid: 2, invalid: 1, new_donors: 2, known_donors: 0, duplicates: 2 })
  })

  it('a mapping changed is checked again; a column the file lacks is 422, and nothing changes', async () => {
    const wrong = await sendJson('PUT', `/api/admin/imports/${first.id}`, { mapping: { ...first.mapping, email: 'Mail' } }, token)
    expect(wrong.status).toBe(422)
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.email).toBe(IMPORT_MESSAGES.unknownColumn('Mail'))
    const withoutNote = await sendJson('PUT', `/api/admin/imports/${first.id}`, { mapping: { ...first.mapping, note: null } }, token)
    expect(withoutNote.status).toBe(200)
    expect(((await withoutNote.json()) as GiftImportOut).preview[0]!.note).toBeNull()
    const back = await sendJson('PUT', `/api/admin/imports/${first.id}`, { mapping: first.mapping }, token)
    expect(((await back.json()) as GiftImportOut).preview[0]!.note).toBe('=HYPERLINK("x")')
  })

  it('committed through the Jobs Queue: the valid rows are succeeded gifts counted for their donors, and no mail is queued', async () => {
    const before = await lifetimeOf(cy)
    const done = await committed(first.id)
    expect(done.progress).toEqual({ stored: 2, skipped: 2 })
    expect(done.committed_at).not.toBeNull()
    expect(await lifetimeOf(ann)).toMatchObject({ lifetime_cents: 123_450, gifts_count: 1 })
    expect(await lifetimeOf(bob)).toMatchObject({ lifetime_cents: 2_500, gifts_count: 1 })
    expect(await lifetimeOf(cy)).toEqual(before)
    const gifts = await payload.find({ collection: 'donations', where: { gift_import: { equals: first.id } }, sort: 'import_row', overrideAccess: true })
    expect(gifts.docs.map((gift) => [gift.import_row, gift.status, gift.method, gift.received_on, gift.amount_cents])).toEqual([
      [2, 'succeeded', 'check', '2024-03-15', 123_450],
      [3, 'succeeded', 'cash', '2024-04-01', 2_500],
    ])
    expect(gifts.docs[0]!.acknowledgement?.queued_at ?? null).toBeNull()
    expect(await jobsFor(ann)).toBe(0)
    expect(await jobsFor(bob)).toBe(0)
    const mails = await readMailbox(testStack().mailboxURL)
    expect(mails.filter((mail) => mail.to.some((to) => [ann, bob].includes(to.toLowerCase())))).toEqual([])
  })

  it('a second commit of the same import is 409, and the same file again adds nothing', async () => {
    const again = await sendJson('POST', `/api/admin/imports/${first.id}/commit`, {}, token)
    expect(again.status).toBe(409)
    expect(((await again.json()) as { detail: string }).detail).toBe(IMPORT_MESSAGES.notPreviewed)
    const second = await uploaded(csv())
    expect(second.summary).toMatchObject({ valid: 0, invalid: 1, duplicates: 4 })
    const done = await committed(second.id)
    expect(done.progress).toEqual({ stored: 0, skipped: 4 })
    expect(await lifetimeOf(ann)).toMatchObject({ lifetime_cents: 123_450, gifts_count: 1 })
  })

  it('undo: its gifts go (audited), the donors’ giving is as before; undo twice is 409', async () => {
    const undone = await http(`/api/admin/imports/${first.id}`, { method: 'DELETE', headers: bearer(token) })
    expect(undone.status).toBe(200)
    expect(((await undone.json()) as GiftImportOut).status).toBe('undone')
    expect(await lifetimeOf(ann)).toBeUndefined()
    expect((await payload.count({ collection: 'donations', where: { gift_import: { equals: first.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const twice = await http(`/api/admin/imports/${first.id}`, { method: 'DELETE', headers: bearer(token) })
    expect(twice.status).toBe(409)
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { target_collection: { equals: 'gift-imports' }, target_id: { equals: String(first.id) } },
      overrideAccess: true,
      limit: 20,
    })
    expect(audit.docs.map((entry) => entry.action)).toEqual(expect.arrayContaining(['import.commit', 'import.committed', 'import.undo']))
  })

  it('an undo after one of its gifts was voided is refused, and nothing is deleted', async () => {
    const dee = uniqueEmail('import-dee')
    const record = await uploaded(`Date,Amount,Name,Email,Method,Check Number\n2024-06-01,10,Dee,${dee},check,5\n2024-06-02,20,Dee,${dee},check,6\n`)
    await committed(record.id)
    const gift = (await payload.find({ collection: 'donations', where: { gift_import: { equals: record.id } }, sort: 'import_row', overrideAccess: true })).docs[0]!
    expect((await sendJson('POST', `/api/donations/${gift.id}/void`, { reason: 'Bounced' }, token)).status).toBe(200)
    const undo = await http(`/api/admin/imports/${record.id}`, { method: 'DELETE', headers: bearer(token) })
    expect(undo.status).toBe(409)
    expect(((await undo.json()) as { detail: string }).detail).toBe(IMPORT_MESSAGES.changedSince)
    expect((await payload.count({ collection: 'donations', where: { gift_import: { equals: record.id } }, overrideAccess: true })).totalDocs).toBe(2)
    expect((await read(record.id)).status).toBe('committed')
  })
})

describe('bad files and bad callers', () => {
  it('not a CSV, an empty file, a file over 20 MB: a clear 4xx, and no import kept', async () => {
    const before = (await payload.count({ collection: 'gift-imports', overrideAccess: true })).totalDocs
    const image = await upload(await pngImage(20, 20), 'gifts.csv')
    expect(image.status).toBe(422)
    expect(((await image.json()) as { fields: Record<string, string> }).fields.file).toBe(IMPORT_MESSAGES.notCsv)
    const empty = await upload('', 'gifts.csv')
    expect(empty.status).toBe(422)
    expect(((await empty.json()) as { fields: Record<string, string> }).fields.file).toBe(IMPORT_MESSAGES.fileMissing)
    const headerOnly = await upload('Date,Amount,Name\n')
    expect(((await headerOnly.json()) as { fields: Record<string, string> }).fields.file).toBe(IMPORT_MESSAGES.empty)
    const big = await upload(`Date,Amount,Name\n${'2024-01-01,5,Ann\n'.repeat(1_400_000)}`)
    expect(big.status).toBe(413)
    expect(((await big.json()) as { detail: string }).detail).toBe(IMPORT_MESSAGES.fileTooLarge)
    expect((await payload.count({ collection: 'gift-imports', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('a mapping without an amount cannot be committed (422); an unknown import is 404', async () => {
    const record = await uploaded('When,How much,Who\n2024-01-01,5,Ann\n')
    expect(record.summary.valid).toBe(0)
    const commit = await sendJson('POST', `/api/admin/imports/${record.id}/commit`, {}, token)
    expect(commit.status).toBe(422)
    expect((await http('/api/admin/imports/999999999', { headers: bearer(token) })).status).toBe(404)
  })

  it('content staff and strangers may not import', async () => {
    const email = uniqueEmail('import-content')
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'content' } })
    const content = await apiLogin(email, PASSWORD)
    expect((await upload('Date,Amount,Name\n2024-01-01,5,Ann\n', 'gifts.csv', content)).status).toBe(403)
    expect((await http('/api/admin/imports', { headers: bearer(content) })).status).toBe(403)
    expect((await http('/api/admin/imports')).status).toBe(401)
  })
})
