import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { TEST_REFUSAL_FLOOR_MS } from '../support/constants.mjs'
import { baseURL, freshAddress, http, postJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'

const PASSWORD = 'the-right-password-1'
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

async function newStaff(label: string): Promise<string> {
  const email = uniqueEmail(label)
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'content' } })
  return email
}

type Answer = { status: number; body: unknown; deviceCookie?: string }

/** One sign-in through either endpoint; `cookie` is what the browser would send. */
async function signIn(endpoint: 'api' | 'cms', email: string, password: string, cookie?: string, address = freshAddress()): Promise<Answer> {
  const path = endpoint === 'api' ? '/api/auth/login' : '/cms/api/users/login'
  const response = await postJson(path, { email, password }, { 'X-Forwarded-For': address, Origin: baseURL(), ...(cookie ? { Cookie: cookie } : {}) })
  const deviceCookie = /(device_[\w-]+=[\w.-]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  return { status: response.status, body: await response.json(), deviceCookie }
}

/** The answer to a plain wrong password, which every refusal must look like. */
const WRONG = {
  api: { status: 401, body: { detail: 'Invalid email or password' } },
  cms: { status: 401, body: { errors: [{ message: 'The email or password provided is incorrect.' }] } },
}

describe('Payload’s login (/cms/api/users/login)', () => {
  it('is rate limited per address like /api/auth/login, sharing its count', { timeout: 120_000 }, async () => {
    const address = freshAddress()
    const email = uniqueEmail('nobody')
    for (let i = 0; i < 5; i++) expect((await signIn('api', email, 'guess', undefined, address)).status).toBe(401)
    for (let i = 0; i < 5; i++) expect((await signIn('cms', email, 'guess', undefined, address)).status).toBe(401)
    const limited = await postJson('/cms/api/users/login', { email, password: 'guess' }, { 'X-Forwarded-For': address })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ errors: [{ message: 'Too many requests. Please wait a minute and try again.' }] })
  })

  it('answers an unknown email, a wrong password and a locked account alike', async () => {
    const email = await newStaff('enumerate')
    const unknown = await signIn('cms', uniqueEmail('unknown'), PASSWORD)
    expect({ status: unknown.status, body: unknown.body }).toEqual(WRONG.cms)
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn('cms', email, `wrong-${i}`)
      expect({ status: wrong.status, body: wrong.body }).toEqual(WRONG.cms)
    }
    const locked = await signIn('cms', email, PASSWORD)
    expect({ status: locked.status, body: locked.body }).toEqual(WRONG.cms)
    expect(JSON.stringify(locked.body)).not.toMatch(/lock/i)
    const lockedApi = await signIn('api', email, PASSWORD)
    expect({ status: lockedApi.status, body: lockedApi.body }).toEqual(WRONG.api)
  })

  it('takes POST only, so no other method escapes the rate limit', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const response = await http('/cms/api/users/login', { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'a@b.org', password: 'x' }) })
      expect(response.status, method).toBe(405)
    }
  })

  it('forgot-password answers alike, at once, for staff and strangers, and still does its work', async () => {
    const email = await newStaff('forgot')
    const ask = (address: string) => postJson('/cms/api/users/forgot-password', { email: address }, { Origin: baseURL() })
    const staff = await ask(email)
    const stranger = await ask(uniqueEmail('stranger'))
    expect({ status: staff.status, body: await staff.json() }).toEqual({ status: 200, body: { message: 'Success' } })
    expect({ status: stranger.status, body: await stranger.json() }).toEqual({ status: 200, body: { message: 'Success' } })
    let token: unknown
    for (let i = 0; i < 40 && !token; i++) {
      const [user] = (await payload.find({ collection: 'users', where: { email: { equals: email } }, showHiddenFields: true })).docs
      token = (user as { resetPasswordToken?: string } | undefined)?.resetPasswordToken
      if (!token) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(token).toEqual(expect.any(String))
  })

  it('refuses a sign-in body it cannot read without reaching Payload', async () => {
    const response = await fetch(`${baseURL()}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': freshAddress() },
      body: 'email=a@b.org',
    })
    expect(response.status).toBe(415)
  })
})

describe('the lock-out cannot be reset or dodged', () => {
  const rawLogin = (body: BodyInit, headers: Record<string, string>) => http('/cms/api/users/login', { method: 'POST', headers: { Origin: baseURL(), ...headers }, body })

  it('an empty password or a method override between guesses clears nothing', async () => {
    const email = await newStaff('reset')
    for (let i = 0; i < 3; i++) expect((await signIn('cms', email, `guess-${i}`)).status).toBe(401)
    expect((await rawLogin(JSON.stringify({ email, password: '' }), { 'Content-Type': 'application/json' })).status).toBe(400)
    const overridden = await rawLogin(JSON.stringify({ email, password: 'guess-override' }), {
      'Content-Type': 'application/json',
      'X-HTTP-Method-Override': 'GET',
      'X-Payload-HTTP-Method-Override': 'GET',
    })
    expect({ status: overridden.status, body: await overridden.json() }).toEqual(WRONG.cms)
    expect((await signIn('cms', email, 'guess-last')).status).toBe(401)
    const locked = await signIn('cms', email, PASSWORD)
    expect({ status: locked.status, body: locked.body }).toEqual(WRONG.cms)
  })

  it('a multipart body cannot name one email to the guard and another to Payload', async () => {
    const email = await newStaff('smuggle')
    const form = new FormData()
    form.append('_payload', new Blob(['{}'], { type: 'application/json' }), 'decoy.json')
    form.append('_payload', JSON.stringify({ email, password: 'guess' }))
    form.append('email', uniqueEmail('decoy'))
    const smuggled = await rawLogin(form, {})
    expect(smuggled.status).toBe(400)
    // Payload's own admin form (one `_payload` field) still signs in.
    const proper = new FormData()
    proper.append('_payload', JSON.stringify({ email, password: PASSWORD }))
    const signedIn = await rawLogin(proper, {})
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toHaveProperty('token')
  })

  it('parallel guesses are all refused and leave the account locked for strangers', async () => {
    const email = await newStaff('parallel')
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn('api', email, `guess-${i}`)))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(401))
    expect((await signIn('api', email, PASSWORD)).status).toBe(401)
  })

  it('a refusal takes as long for an unknown email as for a wrong password', async () => {
    const started = performance.now()
    expect((await signIn('api', uniqueEmail('timing'), PASSWORD)).status).toBe(401)
    expect(performance.now() - started).toBeGreaterThanOrEqual(TEST_REFUSAL_FLOOR_MS - 50)
  })
})

describe('a stranger cannot lock a staff member out (device cookie)', () => {
  it('a browser that signed in before still signs in while strangers are locked', async () => {
    const email = await newStaff('device')
    const first = await signIn('api', email, PASSWORD)
    expect(first.status).toBe(200)
    expect(first.deviceCookie).toBeDefined()
    const device = first.deviceCookie!

    // A stranger guesses five times from five addresses: strangers are locked out…
    for (let i = 0; i < 5; i++) expect((await signIn('cms', email, `guess-${i}`)).status).toBe(401)
    expect((await signIn('api', email, PASSWORD)).status).toBe(401)
    expect((await signIn('cms', email, PASSWORD)).status).toBe(401)

    // …but the staff member's browser is not, on either sign-in.
    const again = await signIn('api', email, PASSWORD, device)
    expect(again.status).toBe(200)
    expect(again.deviceCookie).toBeDefined()
    expect((await signIn('cms', email, PASSWORD, device)).status).toBe(200)

    // A forged or borrowed cookie is a stranger's.
    const [name, value] = device.split('=') as [string, string]
    const forged = `${name}=${value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`
    expect((await signIn('api', email, PASSWORD, forged)).status).toBe(401)
    const otherEmail = await newStaff('device-other')
    expect((await signIn('api', otherEmail, PASSWORD, device)).status).toBe(200)
  })

  it('guessing from a trusted browser is bounded too, and locks only that browser', async () => {
    const email = await newStaff('device-guess')
    const { deviceCookie: device } = await signIn('api', email, PASSWORD)
    for (let i = 0; i < 5; i++) expect((await signIn('api', email, `guess-${i}`, device)).status).toBe(401)
    const locked = await signIn('api', email, PASSWORD, device)
    expect({ status: locked.status, body: locked.body }).toEqual(WRONG.api)
    // Strangers were not touched by that browser's guesses.
    expect((await signIn('api', email, PASSWORD)).status).toBe(200)
  })

  it('the device cookie is HttpOnly, SameSite=Strict and names no email', async () => {
    const email = await newStaff('device-flags')
    const response = await postJson('/api/auth/login', { email, password: PASSWORD })
    const header = response.headers.get('set-cookie') ?? ''
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Strict/i)
    expect(header).toMatch(/Max-Age=\d{7,}/)
    expect(header.toLowerCase()).not.toContain(email.split('@')[0]!.toLowerCase())
  })
})
