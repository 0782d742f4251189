import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { apiLogin, bearer, http, postJson, sendJson } from '../support/http'
import { eventually } from '../support/mailbox'
import { uniqueEmail } from '../support/payload'
import { testStack } from '../support/stack'
import { rows } from '../support/tickets'

type Message = { id: number; kind: string; subject: string | null; message: string; read_at: string | null; handled_at: string | null; email: string }

let token: string
const list = async (query = '') => {
  const response = await http(`/api/admin/messages${query}`, { headers: bearer(token) })
  expect(response.status).toBe(200)
  return { items: (await response.json()) as Message[], total: Number(response.headers.get('x-total-count')) }
}
const unread = async () => ((await (await http('/api/admin/messages/summary', { headers: bearer(token) })).json()) as { unread: number }).unread

beforeAll(async () => {
  token = await apiLogin()
})

describe('the staff inbox: /api/admin/messages', () => {
  it('lists messages and applications newest first, filters them, and marks them read and handled', async () => {
    const before = await unread()
    const contact = uniqueEmail('inbox-contact')
    const volunteer = uniqueEmail('inbox-volunteer')
    expect((await postJson('/api/contact', { name: 'Ann', email: contact, subject: 'A question', message: 'When is the next walk?' })).status).toBe(201)
    expect((await postJson('/api/contact', { name: 'Bo', email: volunteer, subject: 'Volunteer Application', message: 'Phone: 555-0100\n\nInterests:\nSetting up chairs' })).status).toBe(201)
    expect(await unread()).toBe(before + 2)

    const all = await list()
    expect(all.items[0]).toMatchObject({ email: volunteer, kind: 'volunteer', read_at: null, handled_at: null })
    expect(all.items[0]!.message).toContain('Phone: 555-0100')
    expect(all.items[1]).toMatchObject({ email: contact, kind: 'contact' })
    expect((await list('?kind=volunteer')).items.every((m) => m.kind === 'volunteer')).toBe(true)
    expect((await list('?kind=contact')).items.some((m) => m.email === volunteer)).toBe(false)

    const message = all.items[1]!
    const read = await sendJson('PATCH', `/api/admin/messages/${message.id}`, { read: true }, token)
    expect(read.status).toBe(200)
    const readAt = ((await read.json()) as Message).read_at
    expect(readAt).toBeTruthy()
    expect(await unread()).toBe(before + 1)
    // Opening it again keeps when it was first read.
    expect(((await (await sendJson('PATCH', `/api/admin/messages/${message.id}`, { read: true }, token)).json()) as Message).read_at).toBe(readAt)

    expect((await sendJson('PATCH', `/api/admin/messages/${message.id}`, { handled: true }, token)).status).toBe(200)
    expect((await list('?handled=true')).items.some((m) => m.id === message.id)).toBe(true)
    expect((await list('?handled=false')).items.some((m) => m.id === message.id)).toBe(false)
    expect((await sendJson('PATCH', `/api/admin/messages/${message.id}`, { handled: false }, token)).status).toBe(200)
    expect((await list('?handled=false')).items.some((m) => m.id === message.id)).toBe(true)
  })

  it('a message marked handled while its mail job notes it mailed keeps both (each writer locks the row first)', async () => {
    const email = uniqueEmail('inbox-race')
    expect((await postJson('/api/contact', { name: 'Cy', email, subject: 'Racing', message: 'Two writers at once.' })).status).toBe(201)
    const id = (await rows<{ id: number }>('SELECT id FROM contact_messages WHERE email = $1', [email]))[0]!.id
    await eventually(async () => ((await rows('SELECT 1 FROM contact_messages WHERE id = $1 AND mailed_at IS NOT NULL', [id])).length ? true : undefined))
    // The mail job's write, half done: the row locked and a new mark written, not yet committed.
    const job = new pg.Client({ connectionString: testStack().databaseURL })
    await job.connect()
    try {
      await job.query('BEGIN')
      await job.query('SELECT 1 FROM contact_messages WHERE id = $1 FOR UPDATE', [id])
      await job.query(`UPDATE contact_messages SET mailed_at = '2001-09-11T12:00:00Z' WHERE id = $1`, [id])
      const marked = sendJson('PATCH', `/api/admin/messages/${id}`, { handled: true }, token)
      await eventually(async () =>
        (await rows(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%contact_messages%' AND pid <> $1`, [(job as unknown as { processID: number }).processID])).length
          ? true
          : undefined,
      )
      await job.query('COMMIT')
      expect((await marked).status).toBe(200)
    } finally {
      await job.end()
    }
    const [after] = await rows<{ mailed_at: Date; handled_at: Date | null }>('SELECT mailed_at, handled_at FROM contact_messages WHERE id = $1', [id])
    expect(after!.mailed_at.toISOString()).toBe('2001-09-11T12:00:00.000Z')
    expect(after!.handled_at).not.toBeNull()
  })

  it('pages with skip and limit (any skip), and answers bad filters and bodies with 422, unknown ids with 404', async () => {
    const page = await list('?limit=1&skip=1')
    expect(page.items).toHaveLength(1)
    expect(page.total).toBeGreaterThan(1)
    const all = (await list('?limit=100')).items.map((m) => m.id)
    for (const [skip, limit] of [
      [1, 2],
      [3, 2],
      [0, 3],
    ] as const) {
      expect((await list(`?skip=${skip}&limit=${limit}`)).items.map((m) => m.id)).toEqual(all.slice(skip, skip + limit))
    }
    expect((await http('/api/admin/messages?kind=spam', { headers: bearer(token) })).status).toBe(422)
    expect((await http('/api/admin/messages?handled=maybe', { headers: bearer(token) })).status).toBe(422)
    const first = (await list()).items[0]!
    expect((await sendJson('PATCH', `/api/admin/messages/${first.id}`, { read: 'yes' }, token)).status).toBe(422)
    expect((await sendJson('PATCH', '/api/admin/messages/999999', { read: true }, token)).status).toBe(404)
  })
})
