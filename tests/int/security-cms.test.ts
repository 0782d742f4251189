import { existsSync, readdirSync } from 'node:fs'
import { type IncomingMessage, request } from 'node:http'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { baseURL, http, postJson } from '../support/http'
import { getTestPayload, pngImage, uniqueEmail } from '../support/payload'
import { TEST_ADMIN } from '../support/constants.mjs'
import { testStack } from '../support/stack'

const EVIL = 'https://evil.example.com'
let payload: Payload
let cookie: string

/** Signs in through Payload's REST as a browser would and keeps its session cookie. */
async function cmsCookie(): Promise<string> {
  const response = await postJson('/cms/api/users/login', TEST_ADMIN, { Origin: baseURL() })
  expect(response.status).toBe(200)
  const token = /payload-token=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!token) throw new Error('no payload-token cookie')
  return `payload-token=${token}`
}

/** A multipart form POST, which a page on any origin may send without a preflight. */
function formPost(path: string, fields: Record<string, string>, headers: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  return http(path, { method: 'POST', headers, body: form })
}

beforeAll(async () => {
  payload = await getTestPayload()
  cookie = await cmsCookie()
})

describe('cross-site requests to Payload’s REST (/cms/api)', () => {
  it.each(['donations', 'users', 'contact-messages', 'rsvps'])('a cookie from a foreign origin reads nothing of %s', async (collection) => {
    const foreign = await http(`/cms/api/${collection}`, { headers: { Cookie: cookie, Origin: EVIL } })
    expect(foreign.status).toBe(403)
    expect(JSON.stringify(await foreign.json())).not.toContain('"docs"')
    const crossSite = await http(`/cms/api/${collection}`, { headers: { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' } })
    expect(crossSite.status).toBe(403)
    const ours = await http(`/cms/api/${collection}`, { headers: { Cookie: cookie, Origin: baseURL() } })
    expect(ours.status).toBe(200)
    expect(await ours.json()).toHaveProperty('docs')
  })

  it('a multipart form POST from a foreign origin creates no staff account; from our origin it does', async () => {
    const email = uniqueEmail('csrf')
    const fields = { _payload: JSON.stringify({ email, password: 'attacker-password-1' }) }
    const foreign = await formPost('/cms/api/users', fields, { Cookie: cookie, Origin: EVIL })
    expect(foreign.status).toBe(403)
    const noOrigin = await formPost('/cms/api/users', fields, { Cookie: cookie })
    expect(noOrigin.status).toBe(403)
    expect((await payload.find({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)

    const ours = await formPost('/cms/api/users', fields, { Cookie: cookie, Origin: baseURL() })
    expect(ours.status).toBe(201)
    expect((await payload.find({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(1)
    await payload.delete({ collection: 'users', where: { email: { equals: email } } })
  })

  it('/api never takes the cookie, from any origin', async () => {
    for (const origin of [EVIL, baseURL()]) {
      const response = await http('/api/donations/list', { headers: { Cookie: cookie, Origin: origin } })
      expect(response.status).toBe(401)
    }
  })
})

describe('bodies Payload cannot read', () => {
  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'title=Hi'],
    ['application/xml', '<event/>'],
  ])('a signed-in POST of %s is a 415, not a 500', async (type, body) => {
    const response = await http('/cms/api/events', { method: 'POST', headers: { Cookie: cookie, Origin: baseURL(), 'Content-Type': type }, body })
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({ errors: [{ message: 'Please send JSON or multipart/form-data.' }] })
  })

  it('JSON and Payload’s own url-encoded queries still work', async () => {
    const created = await http('/cms/api/sponsor-tiers', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: baseURL(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Body-type tier', amount_cents: 1000, benefits_json: { benefits: [] }, is_active: false }),
    })
    expect(created.status).toBe(201)
    const query = await http('/cms/api/sponsor-tiers', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: 'where[name][equals]=Body-type tier',
    })
    expect(query.status).toBe(200)
    expect(((await query.json()) as { totalDocs: number }).totalDocs).toBe(1)
    await payload.delete({ collection: 'sponsor-tiers', where: { name: { equals: 'Body-type tier' } } })
  })
})

describe('a method a web site has no use for', () => {
  // fetch() will not send these methods, so plain node:http does.
  const raw = (method: string) => new Promise<IncomingMessage>((resolve, reject) => request(`${baseURL()}/`, { method }, resolve).on('error', reject).end())

  it('TRACE is refused with 405 (Node itself refuses TRACK with 400)', async () => {
    const response = await raw('TRACE')
    response.resume()
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).not.toContain('TRACE')
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})

describe('multipart bodies Payload cannot parse', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'x'],
    ['an empty boundary', 'multipart/form-data; boundary=', 'x'],
    ['a body cut short', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"title":'],
    ['a `_payload` that is not JSON', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{oops\r\n--abc--\r\n'],
  ])('%s is a 400, not a 500', async (_label, type, body) => {
    const response = await http('/cms/api/events', { method: 'POST', headers: { Cookie: cookie, Origin: baseURL(), 'Content-Type': type }, body })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/could not be (read|processed)/)
  })
})

describe('queries Payload cannot run', () => {
  it.each(['page=-5', 'limit=1e400', 'where[id][equals]=99999999999999999999', 'where[id][in]=a', 'where[title][near]=1,2'])('?%s is a 400, not a 500', async (query) => {
    const response = await http(`/cms/api/events?${query}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: [{ message: 'The request could not be processed. Please check its parameters and body.' }] })
  })
})

describe('what no route takes', () => {
  it('a body sent to a page is refused at once (405), not read', async () => {
    const response = await http('/', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, body: 'hello' })
    expect(response.status).toBe(405)
    expect(response.headers.get('content-security-policy')).toContain("object-src 'none'")
  })

  it('a path that is not valid UTF-8 is a 400 with the security headers', async () => {
    const response = await http('/%ff')
    expect(response.status).toBe(400)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('a trailing-slash redirect carries the security headers too', async () => {
    const response = await http('/about/')
    expect(response.status).toBe(308)
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/)
    expect(response.headers.get('content-security-policy')).toContain("base-uri 'none'")
  })
})

describe('a NUL character, which PostgreSQL cannot store', () => {
  it('in JSON is a 400, not a 500', async () => {
    const response = await postJson('/api/contact', { name: 'A\u0000B', email: 'a@b.org', message: 'A message long enough.' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'Text may not contain NUL characters.' })
  })

  it('in an upload’s fields is a 400, and no file is left behind', async () => {
    const gallery = path.join(testStack().mediaDir, 'gallery')
    const before = existsSync(gallery) ? readdirSync(gallery).length : 0
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await pngImage(64, 64))], { type: 'image/png' }), 'nul.png')
    for (const [name, value] of Object.entries({ title: 'Bad\u0000title', uploader_name: 'A', uploader_email: 'a@b.org', consent_signed: 'true' })) {
      form.append(name, value)
    }
    const response = await http('/api/gallery/submit', { method: 'POST', body: form })
    expect(response.status).toBe(400)
    expect(existsSync(gallery) ? readdirSync(gallery).length : 0).toBe(before)
  })
})
