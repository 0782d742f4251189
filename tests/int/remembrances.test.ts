import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PHOTO_MESSAGES } from '@/contracts/photo'
import { REMEMBRANCE_MESSAGES } from '@/contracts/remembrances'
import { PUBLIC_CACHE_CONTROL } from '@/lib/cache-policy.mjs'

import { apiLogin, bearer, freshAddress, http, postJson, sendJson } from '../support/http'
import { eventually, mailText, readMailbox } from '../support/mailbox'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { jobsSettled } from '../support/jobs'
import { testStack } from '../support/stack'
import { ALLOWED_ORIGIN } from './globalSetup'

// The remembrance wall (issue 25): a visitor leaves a remembrance (pending, unknown to the public
// with its photo), content staff publish it (the writer is mailed), visitors report it (three
// addresses hide it), staff correct, hide and delete. Real PostgreSQL, HTTP and SMTP.

const PASSWORD = 'a-long-enough-password-1'
let payload: Payload
let content: string
let fundraising: string

type Public = { id: number; name: string; relationship: string; message: string; photo_url: string | null; published_at: string }
type Staff = Public & { email: string; status: string; hidden_by: string | null; report_count: number }

const fields = (email: string, extra: Record<string, string> = {}) => ({
  name: 'Rosa Diaz',
  email,
  relationship: 'colleague at the World Trade Center',
  message: 'She brought coffee for the whole floor.\n\nWe still laugh about the plants.',
  consent: 'true',
  ...extra,
})

/** Multipart, from an address of its own (the rate limit is per address). */
function leave(values: Record<string, string>, photo?: Buffer, address = freshAddress()) {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) form.set(key, value)
  if (photo) form.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png')
  return http('/api/remembrances', { method: 'POST', body: form, headers: { 'X-Forwarded-For': address } })
}

const wall = async () => (await (await http('/api/remembrances?limit=100')).json()) as Public[]
const staffList = async (status: string) => (await (await http(`/api/admin/remembrances?status=${status}`, { headers: bearer(content) })).json()) as Staff[]
const moderate = (id: number, body: Record<string, unknown>, token = content) => sendJson('PATCH', `/api/admin/remembrances/${id}`, body, token)
const report = (id: number, address: string, body: Record<string, unknown> = {}) => postJson(`/api/remembrances/${id}/report`, body, { 'X-Forwarded-For': address })

async function leftAndPublished(label: string, photo?: Buffer) {
  const email = uniqueEmail(label)
  const response = await leave(fields(email), photo)
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  expect((await moderate(id, { status: 'published' })).status).toBe(200)
  return { id, email }
}

beforeAll(async () => {
  payload = await getTestPayload()
  const users = { content: uniqueEmail('wall-content'), fundraising: uniqueEmail('wall-fundraising') }
  for (const [role, email] of Object.entries(users)) await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: role as 'content' | 'fundraising' } })
  content = await apiLogin(users.content, PASSWORD)
  fundraising = await apiLogin(users.fundraising, PASSWORD)
})

describe('leaving a remembrance', () => {
  it('is stored pending with its photo; neither is known to the public (404) until staff publish; then the writer is mailed once', async () => {
    const email = uniqueEmail('rosa')
    const response = await leave(fields(email), await pngImage(1200, 900))
    expect(response.status).toBe(201)
    const { id, message } = (await response.json()) as { id: number; message: string }
    expect(message).toBe(REMEMBRANCE_MESSAGES.left)
    const stored = await payload.findByID({ collection: 'remembrances', id, depth: 1 })
    expect(stored).toMatchObject({ status: 'pending', consent_signed: true, email })
    expect(stored.consent_ip).toBeTruthy()

    expect((await wall()).map((r) => r.id)).not.toContain(id)
    expect((await http(`/api/remembrances/${id}/photo`)).status).toBe(404)
    expect((await report(id, freshAddress())).status).toBe(404)
    expect((await http(`/cms/api/remembrances/${id}`)).status).toBe(404)
    const photoDoc = stored.photo as { url: string; status: string }
    expect(photoDoc.status).toBe('pending')
    expect([403, 404]).toContain((await http(photoDoc.url)).status) // Payload's own file route: access refused

    // Content staff see it, with the email; fundraising staff may not.
    expect((await http('/api/admin/remembrances', { headers: bearer(fundraising) })).status).toBe(403)
    expect((await http('/api/admin/remembrances')).status).toBe(401)
    const pending = (await staffList('pending')).find((r) => r.id === id)
    expect(pending).toMatchObject({ email, status: 'pending', report_count: 0 })
    expect((await http(pending!.photo_url!)).status).toBe(200) // the signed staff link

    expect((await moderate(id, { status: 'published' })).status).toBe(200)
    const shown = (await wall()).find((r) => r.id === id)
    expect(shown).toMatchObject({ name: 'Rosa Diaz', relationship: 'colleague at the World Trade Center', message: fields(email).message })
    expect(JSON.stringify(await wall())).not.toContain(email)
    const photo = await http(new URL(shown!.photo_url!).pathname)
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/webp')
    // Kept by a CDN no longer than a page, so a photo staff hide is gone within a minute.
    expect(photo.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL)

    const mail = await eventually(async () => (await readMailbox(testStack().mailboxURL)).find((m) => m.to.includes(email)))
    expect(mailText(mail)).toContain('/remember')
    // Hidden, then published again: no second mail.
    expect((await moderate(id, { status: 'hidden' })).status).toBe(200)
    expect((await moderate(id, { status: 'published' })).status).toBe(200)
    await jobsSettled(testStack().databaseURL)
    expect((await readMailbox(testStack().mailboxURL)).filter((m) => m.to.includes(email))).toHaveLength(1)
  })

  it('takes JSON without a photo; a message with HTML is kept and shown as text on /remember', async () => {
    const email = uniqueEmail('html')
    const response = await postJson(
      '/api/remembrances',
      { ...fields(email), consent: true, message: '<script>alert(1)</script> <a href="https://evil.example">see</a>' },
      { 'X-Forwarded-For': freshAddress() },
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    expect((await moderate(id, { status: 'published' })).status).toBe(200)
    expect((await wall()).find((r) => r.id === id)?.message).toBe('<script>alert(1)</script> <a href="https://evil.example">see</a>')
    const page = await (await http('/remember')).text()
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).not.toContain('<a href="https://evil.example"')
  })

  it('refuses bad input with the field messages, a photo that is not one, and the honeypot (400); nothing is stored', async () => {
    const before = (await payload.count({ collection: 'remembrances' })).totalDocs
    const photosBefore = (await payload.count({ collection: 'remembrance-photos' })).totalDocs
    const bad = await leave({ name: '', email: 'nope', relationship: '', message: '', consent: 'false' })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { fields: Record<string, string> }).fields).toMatchObject({
      name: REMEMBRANCE_MESSAGES.name,
      email: 'Invalid email address',
      relationship: REMEMBRANCE_MESSAGES.relationship,
      message: REMEMBRANCE_MESSAGES.message,
      consent: 'You must agree to the terms',
    })
    const long = await leave(fields(uniqueEmail('long'), { message: 'x'.repeat(2001) }))
    expect(long.status).toBe(422)
    const form = new FormData()
    for (const [key, value] of Object.entries(fields(uniqueEmail('svg')))) form.set(key, value)
    form.set('photo', new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }), 'photo.png')
    const notImage = await http('/api/remembrances', { method: 'POST', body: form, headers: { 'X-Forwarded-For': freshAddress() } })
    expect(notImage.status).toBe(415)
    expect(((await notImage.json()) as { fields: Record<string, string> }).fields.photo).toBe(PHOTO_MESSAGES.type)
    const bot = await leave(fields(uniqueEmail('bot'), { website: 'https://spam.example' }))
    expect(bot.status).toBe(400)
    const botJson = await postJson('/api/remembrances', { ...fields(uniqueEmail('bot')), consent: true, website: 'x' }, { 'X-Forwarded-For': freshAddress() })
    expect(botJson.status).toBe(400)
    expect((await payload.count({ collection: 'remembrances' })).totalDocs).toBe(before)
    expect((await payload.count({ collection: 'remembrance-photos' })).totalDocs).toBe(photosBefore)
  })
})

describe('reports', () => {
  it('three different addresses hide a published remembrance until staff look again; one address counts once', async () => {
    const { id } = await leftAndPublished('reported', await pngImage())
    const [a, b, c] = [freshAddress(), freshAddress(), freshAddress()]
    expect((await report(id, a, { reason: 'Not about her' })).status).toBe(200)
    expect((await report(id, a)).status).toBe(200) // the same address again: still one report
    expect((await report(id, b)).status).toBe(200)
    expect((await wall()).map((r) => r.id)).toContain(id)
    expect((await staffList('published')).find((r) => r.id === id)?.report_count).toBe(2)
    const third = await report(id, c)
    expect(third.status).toBe(200)
    expect(await third.json()).toEqual({ message: REMEMBRANCE_MESSAGES.reported })

    expect((await wall()).map((r) => r.id)).not.toContain(id)
    expect((await http(`/api/remembrances/${id}/photo`)).status).toBe(404)
    expect((await staffList('hidden')).find((r) => r.id === id)).toMatchObject({ hidden_by: 'reports', report_count: 3 })
    expect((await report(id, freshAddress())).status).toBe(404) // hidden: unknown to the public

    // Staff look again and publish it: the reports are settled, and it takes three new ones.
    expect((await moderate(id, { status: 'published' })).status).toBe(200)
    expect((await wall()).map((r) => r.id)).toContain(id)
    expect((await staffList('published')).find((r) => r.id === id)).toMatchObject({ hidden_by: null, report_count: 0 })
    expect((await report(id, a)).status).toBe(200)
    expect((await wall()).map((r) => r.id)).toContain(id)
  })

  it('one visitor’s IPv6 network counts once, whichever of its addresses they report from', async () => {
    const { id } = await leftAndPublished('reported-v6')
    for (const host of ['a', 'b', 'c', 'd']) expect((await report(id, `2001:db8:25:7::${host}`)).status).toBe(200)
    expect((await wall()).map((r) => r.id)).toContain(id)
    expect((await staffList('published')).find((r) => r.id === id)?.report_count).toBe(1)
  })

  it('three reports at the same moment hide it', async () => {
    const { id } = await leftAndPublished('reported-at-once')
    const answers = await Promise.all([freshAddress(), freshAddress(), freshAddress()].map((address) => report(id, address)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect((await staffList('hidden')).find((r) => r.id === id)).toMatchObject({ hidden_by: 'reports', report_count: 3 })
  })

  it('the honeypot and a made-up id', async () => {
    const { id } = await leftAndPublished('report-bot')
    expect((await report(id, freshAddress(), { website: 'x' })).status).toBe(400)
    expect((await report(999_999_999, freshAddress())).status).toBe(404)
    expect((await staffList('published')).find((r) => r.id === id)?.report_count).toBe(0)
  })
})

describe('moderation', () => {
  it('a photo taken off a published remembrance in /cms is no longer public', async () => {
    const { id } = await leftAndPublished('photo-off', await pngImage())
    const before = await payload.findByID({ collection: 'remembrances', id, depth: 0 })
    const photoId = before.photo as number
    expect((await payload.findByID({ collection: 'remembrance-photos', id: photoId, depth: 0 })).status).toBe('approved')
    await payload.update({ collection: 'remembrances', id, data: { photo: null }, depth: 0 })
    const photo = await payload.findByID({ collection: 'remembrance-photos', id: photoId, depth: 0 })
    expect(photo.status).toBe('pending')
    expect((await http(`/cms/api/remembrance-photos/${photoId}`)).status).toBe(404)
  })

  it('staff correct a typo (audited), hide, and delete a remembrance with its photo', async () => {
    const { id } = await leftAndPublished('typo', await pngImage())
    const edited = await moderate(id, { message: 'She brought coffee for the whole floor.' })
    expect(edited.status).toBe(200)
    expect((await wall()).find((r) => r.id === id)?.message).toBe('She brought coffee for the whole floor.')
    const badEdit = await moderate(id, { name: '' })
    expect(badEdit.status).toBe(422)
    expect(((await badEdit.json()) as { fields: Record<string, string> }).fields.name).toBe(REMEMBRANCE_MESSAGES.name)
    expect((await moderate(id, { status: 'published' }, fundraising)).status).toBe(403)
    const audit = await payload.find({ collection: 'audit-entries', where: { and: [{ target_collection: { equals: 'remembrances' } }, { target_id: { equals: String(id) } }] }, limit: 10 })
    expect(audit.totalDocs).toBeGreaterThan(0)

    expect((await moderate(id, { status: 'hidden' })).status).toBe(200)
    expect((await staffList('hidden')).find((r) => r.id === id)?.hidden_by).toBe('staff')
    expect((await wall()).map((r) => r.id)).not.toContain(id)

    const photo = (await payload.findByID({ collection: 'remembrances', id, depth: 0 })).photo as number
    expect((await sendJson('DELETE', `/api/admin/remembrances/${id}`, undefined, content)).status).toBe(200)
    expect(await payload.findByID({ collection: 'remembrances', id, disableErrors: true })).toBeNull()
    expect(await payload.findByID({ collection: 'remembrance-photos', id: photo, disableErrors: true })).toBeNull()
    expect((await sendJson('DELETE', `/api/admin/remembrances/${id}`, undefined, content)).status).toBe(404)
  })

  it('the wall pages newest first, with the total; every endpoint is in the OpenAPI document', async () => {
    const first = await leftAndPublished('older')
    const second = await leftAndPublished('newer')
    const response = await http('/api/remembrances?limit=2')
    expect(response.status).toBe(200)
    expect(Number(response.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2)
    expect(((await response.json()) as Public[]).map((r) => r.id)).toEqual([second.id, first.id])
    expect((await http('/api/remembrances?limit=1000')).status).toBe(422)
    const doc = (await (await http('/api/openapi.json')).json()) as { paths: Record<string, unknown> }
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/remembrances', '/api/remembrances/{id}/report', '/api/remembrances/{id}/photo', '/api/admin/remembrances', '/api/admin/remembrances/{id}']),
    )
  })
})

describe('another site’s page', () => {
  it('cannot make its visitors’ browsers leave remembrances (403, nothing stored); an allowed origin can', async () => {
    const email = uniqueEmail('cross-site')
    const form = (values: Record<string, string>) => {
      const body = new FormData()
      for (const [key, value] of Object.entries(values)) body.set(key, value)
      return body
    }
    const crossSite = await http('/api/remembrances', {
      method: 'POST',
      body: form(fields(email)),
      headers: { 'X-Forwarded-For': freshAddress(), 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example.com' },
    })
    expect(crossSite.status).toBe(403)
    expect(((await crossSite.json()) as { detail: string }).detail).toBe('This can only be done from our own site.')
    expect((await staffList('pending')).some((r) => r.email === email)).toBe(false)
    const allowed = await http('/api/remembrances', {
      method: 'POST',
      body: form(fields(email)),
      headers: { 'X-Forwarded-For': freshAddress(), 'Sec-Fetch-Site': 'cross-site', Origin: ALLOWED_ORIGIN },
    })
    expect(allowed.status).toBe(201)
  })

  it('the gallery and fundraisers refuse it too, and OpenAPI says so', async () => {
    const headers = { 'X-Forwarded-For': freshAddress(), 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example.com' }
    for (const path of ['/api/gallery/submit', '/api/fundraisers']) {
      expect((await http(path, { method: 'POST', body: new FormData(), headers })).status, path).toBe(403)
    }
    const doc = (await (await http('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    for (const path of ['/api/remembrances', '/api/gallery/submit', '/api/fundraisers', '/api/candles']) {
      expect(Object.keys(doc.paths[path]?.post?.responses ?? {}), path).toContain('403')
    }
    expect(Object.keys(doc.paths['/api/contact']?.post?.responses ?? {})).not.toContain('403')
  })
})
