import { generate } from 'otplib'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { poolOf } from '@/lib/postgres'
import { issueChallenge } from '@/server/services/staff/twoStep/challenge'

import { apiLogin, baseURL, bearer, freshAddress, http } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'
import { type Stack, startStack } from '../support/startStack'
import { testStack } from '../support/stack'

/** The `two-step` rate limit's window (src/server/http/rateLimit.ts). */
const TWO_STEP_WINDOW_SECONDS = 15 * 60

/**
 * Two-step sign-in against the real server: the worker's stack runs STAFF_TWO_STEP=optional (as the
 * tests' servers do); a second server on the same database runs `required`, production's default.
 */
const PASSWORD = 'two-step-password-1'
let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

type Role = 'admin' | 'fundraising' | 'content'
type Answer = { status: number; body: Record<string, unknown>; cookies: string[] }

async function newStaff(role: Role, label = role): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(`two-step-${label}`)
  const user = await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
  return { id: user.id, email }
}

/** One POST as a browser at `address` holding `cookie`. */
async function post(path: string, body: unknown, options: { address?: string; cookie?: string; token?: string; base?: string } = {}): Promise<Answer> {
  const response = await fetch(`${options.base ?? baseURL()}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': options.address ?? freshAddress(),
      Origin: options.base ?? baseURL(),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...(options.token ? bearer(options.token) : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookies: response.headers.getSetCookie() }
}

const login = (email: string, options: Parameters<typeof post>[2] = {}) => post('/api/auth/login', { email, password: PASSWORD }, options)
const deviceCookieOf = (answer: Answer) => answer.cookies.map((c) => /^(device_[\w-]+=[\w.-]+)/.exec(c)?.[1]).find(Boolean)

/** The code of the time step `offset` steps from now (the server accepts one step either side). */
const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 })

type Enrolled = { id: number; email: string; secret: string; recoveryCodes: string[]; deviceCookie: string; token: string }

/** A staff member of `role` who turned two-step sign-in on in their account (enrolment code: this step). */
async function enrolledStaff(role: Role): Promise<Enrolled> {
  const { id, email } = await newStaff(role)
  const first = await login(email)
  expect(first.status).toBe(200)
  const token = first.body.access_token as string
  const setup = await post('/api/auth/two-step/setup', {}, { token })
  expect(setup.status).toBe(200)
  expect(setup.body).toEqual({
    otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\/.+secret=/),
    secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    qr_code: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
  })
  const secret = setup.body.secret as string
  expect(Buffer.from((setup.body.qr_code as string).split(',')[1]!, 'base64').toString()).toContain('<svg')
  const confirmed = await post('/api/auth/two-step/confirm', { code: await codeAt(secret) }, { token })
  expect(confirmed.status).toBe(200)
  const recoveryCodes = confirmed.body.recovery_codes as string[]
  expect(recoveryCodes).toHaveLength(10)
  expect(new Set(recoveryCodes).size).toBe(10)
  return { id, email, secret, recoveryCodes, deviceCookie: deviceCookieOf(first)!, token }
}

async function auditActions(userId: number, action: string): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'audit-entries', where: { and: [{ action: { equals: action } }, { target_id: { equals: String(userId) } }] } })
  return totalDocs
}

describe('an account without a second step', () => {
  it('keeps the spec’s login answer, with no mfa fields', async () => {
    const { id, email } = await newStaff('content')
    const answer = await login(email)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', user: { id, email } })
  })
})

describe('enrolment and sign-in with a code', () => {
  it('enrols (QR, secret, 10 codes); the secret and codes are stored encrypted and hashed', async () => {
    const staff = await enrolledStaff('fundraising')
    const me = await http('/api/auth/me', { headers: bearer(staff.token) })
    expect(await me.json()).toMatchObject({ two_step_enabled: true })
    const { rows } = await poolOf(payload).query(`SELECT two_step_secret, two_step_pending_secret, two_step_recovery_codes, two_step_enabled_at FROM users WHERE id = $1`, [staff.id])
    const row = rows[0] as { two_step_secret: string; two_step_pending_secret: string | null; two_step_recovery_codes: string[]; two_step_enabled_at: Date }
    expect(row.two_step_enabled_at).toBeInstanceOf(Date)
    expect(row.two_step_pending_secret).toBeNull()
    expect(row.two_step_secret).not.toContain(staff.secret)
    expect(Buffer.from(row.two_step_secret, 'base64url').toString('latin1')).not.toContain(staff.secret)
    expect(row.two_step_recovery_codes).toHaveLength(10)
    const stored = JSON.stringify(row.two_step_recovery_codes)
    for (const code of staff.recoveryCodes) expect(stored).not.toContain(code.replace(/-/g, ''))
    // Nothing of it reaches an answer: Payload's REST and the Local API hide the fields.
    const cms = await payload.findByID({ collection: 'users', id: staff.id })
    expect(cms).not.toHaveProperty('two_step_secret')
  })

  it('the login answers mfa_required and no token; the code answers the session and Payload’s cookie; a replay is 401', async () => {
    const staff = await enrolledStaff('fundraising')
    const signInsBefore = await auditActions(staff.id, 'sign-in')
    const challenge = await login(staff.email, { cookie: staff.deviceCookie })
    expect(challenge.status).toBe(200)
    expect(challenge.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) })
    expect(challenge.cookies.join(';')).not.toMatch(/payload-token=|device_/)
    expect(await auditActions(staff.id, 'sign-in')).toBe(signInsBefore)

    const code = await codeAt(staff.secret, 1)
    const signedIn = await post('/api/auth/mfa', { mfa_token: challenge.body.mfa_token, code }, { cookie: staff.deviceCookie })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', user: { id: staff.id, email: staff.email } })
    expect(await auditActions(staff.id, 'sign-in')).toBe(signInsBefore + 1)
    const me = await http('/api/auth/me', { headers: bearer(signedIn.body.access_token as string) })
    expect(me.status).toBe(200)
    // Payload's own cookie comes too, so /cms is signed in.
    const payloadCookie = signedIn.cookies.map((c) => /^(payload-token=[^;]+)/.exec(c)?.[1]).find(Boolean)
    expect(payloadCookie).toBeDefined()
    const cmsMe = await http('/cms/api/users/me', { headers: { Cookie: payloadCookie!, Origin: baseURL() } })
    expect(((await cmsMe.json()) as { user: { id: number } | null }).user?.id).toBe(staff.id)

    // The same code again, with a fresh challenge: refused.
    const again = await login(staff.email, { cookie: staff.deviceCookie })
    const replay = await post('/api/auth/mfa', { mfa_token: again.body.mfa_token, code }, { cookie: staff.deviceCookie })
    expect(replay.status).toBe(401)
    expect(replay.body).not.toHaveProperty('access_token')
    expect(await auditActions(staff.id, 'sign-in')).toBe(signInsBefore + 1)
  })

  it('a forged, altered, expired or other-purpose mfa_token is 401', async () => {
    const staff = await enrolledStaff('content')
    const challenge = await login(staff.email)
    const token = challenge.body.mfa_token as string
    const code = await codeAt(staff.secret, 1)
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`
    const expired = issueChallenge({ purpose: 'sign-in', userId: staff.id, email: staff.email, sessionToken: 'x' }, Date.now() - 6 * 60_000)
    const enrolPurpose = issueChallenge({ purpose: 'enrol', userId: staff.id, email: staff.email, sessionToken: 'x' })
    for (const mfa_token of ['forged', 'A'.repeat(120), altered, expired, enrolPurpose]) {
      const answer = await post('/api/auth/mfa', { mfa_token, code })
      expect(answer.status, mfa_token.slice(0, 12)).toBe(401)
    }
    // The genuine one still works with that code (the refusals spent nothing).
    expect((await post('/api/auth/mfa', { mfa_token: token, code })).status).toBe(200)
  })

  it('a recovery code works once', async () => {
    const staff = await enrolledStaff('content')
    const recovery = staff.recoveryCodes[3]!
    const first = await login(staff.email)
    const used = await post('/api/auth/mfa', { mfa_token: first.body.mfa_token, code: recovery.toUpperCase() })
    expect(used.status).toBe(200)
    const second = await login(staff.email)
    expect((await post('/api/auth/mfa', { mfa_token: second.body.mfa_token, code: recovery })).status).toBe(401)
    const status = await http('/api/auth/two-step', { headers: bearer(used.body.access_token as string) })
    expect(await status.json()).toEqual({ enabled: true, required: false, recovery_codes_left: 9 })
  })
})

describe('wrong codes', () => {
  it('five lock a stranger out for the account, never the owner’s browser', async () => {
    const staff = await enrolledStaff('fundraising')
    const stranger = freshAddress()
    const challenge = await login(staff.email, { address: stranger })
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/mfa', { mfa_token: challenge.body.mfa_token, code: String(100000 + i) }, { address: stranger })).status).toBe(401)
    }
    const right = await codeAt(staff.secret, 1)
    const locked = await post('/api/auth/mfa', { mfa_token: challenge.body.mfa_token, code: right }, { address: stranger })
    expect(locked.status).toBe(401)
    // A right password does not clear the codes' count.
    const again = await login(staff.email, { address: stranger })
    expect((await post('/api/auth/mfa', { mfa_token: again.body.mfa_token, code: right }, { address: stranger })).status).toBe(401)
    // The owner's browser (its device cookie) still signs in.
    const owner = await login(staff.email, { cookie: staff.deviceCookie })
    const signedIn = await post('/api/auth/mfa', { mfa_token: owner.body.mfa_token, code: right }, { cookie: staff.deviceCookie })
    expect(signedIn.status).toBe(200)
    const failures = await payload.count({ collection: 'audit-entries', where: { and: [{ action: { equals: 'sign-in.failed' } }, { actor_email: { equals: staff.email } }] } })
    expect(failures.totalDocs).toBeGreaterThanOrEqual(7)
  })

  it('thirty from one address → 429, while the owner’s browser still signs in', { timeout: 90_000 }, async () => {
    // The limit counts in fixed 15-minute windows (on the clock): all 31 tries must fall in one.
    const left = TWO_STEP_WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % TWO_STEP_WINDOW_SECONDS)
    if (left < 30) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000))
    const staff = await enrolledStaff('fundraising')
    const attacker = freshAddress()
    const challenge = await login(staff.email, { address: attacker })
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => post('/api/auth/mfa', { mfa_token: challenge.body.mfa_token, code: String(200000 + i) }, { address: attacker })))
    expect(guesses.map((g) => g.status)).toEqual(Array(30).fill(401))
    const response = await fetch(`${baseURL()}/api/auth/mfa`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': attacker },
      body: JSON.stringify({ mfa_token: challenge.body.mfa_token, code: '123456' }),
    })
    expect(response.status).toBe(429)
    // Until this window ends: anything from a second to its 15 minutes, by the clock.
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(TWO_STEP_WINDOW_SECONDS)
    const owner = await login(staff.email, { cookie: staff.deviceCookie })
    const signedIn = await post('/api/auth/mfa', { mfa_token: owner.body.mfa_token, code: await codeAt(staff.secret, 1) }, { cookie: staff.deviceCookie })
    expect(signedIn.status).toBe(200)
  })
})

describe('the /cms door', () => {
  it('a password alone gets no session for a two-step account, and says where to sign in', async () => {
    const staff = await enrolledStaff('content')
    const sessions = async () => Number((await poolOf(payload).query(`SELECT count(*) AS n FROM users_sessions WHERE _parent_id = $1`, [staff.id])).rows[0].n)
    const before = await sessions()
    const answer = await post('/cms/api/users/login', { email: staff.email, password: PASSWORD })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ errors: [{ message: expect.stringContaining('/admin/login') }] })
    expect(answer.body).not.toHaveProperty('token')
    expect(answer.cookies.join(';')).not.toMatch(/payload-token=[^;]/)
    expect(await sessions()).toBe(before)
    // The login page of /cms carries the code step (its browser test: tests/e2e/cms-two-step.spec.ts).
    const page = await http('/cms/login')
    expect(await page.text()).toContain('TwoStepLogin')
  })
  it('a password reset link sets the password but opens no session that skips the second step; both are audited', async () => {
    const staff = await enrolledStaff('fundraising')
    const resetWith = async (email: string) => {
      const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
      return post('/cms/api/users/reset-password', { token, password: 'a-brand-new-password-2' })
    }
    const guarded = await resetWith(staff.email)
    expect(guarded.status).toBe(200)
    expect(guarded.body).toEqual({ message: expect.stringContaining('two-step code') })
    expect(guarded.cookies.join(';')).not.toMatch(/payload-token=[^;]/)
    expect((await post('/api/auth/login', { email: staff.email, password: 'a-brand-new-password-2' })).body).toEqual({ mfa_required: true, mfa_token: expect.any(String) })
    // An account without a second step is signed in by the reset, as Payload does.
    const plain = await newStaff('content')
    const open = await resetWith(plain.email)
    expect(open.body).toHaveProperty('token')
    const { docs } = await payload.find({ collection: 'audit-entries', where: { target_id: { in: [String(staff.id), String(plain.id)] } }, limit: 50 })
    expect(
      docs
        .filter((d) => d.action === 'password-reset')
        .map((d) => d.actor_email)
        .sort(),
    ).toEqual([plain.email, staff.email].sort())
    expect(docs.filter((d) => d.action === 'sign-in' && d.target_id === String(staff.id)).length).toBe(1) // the enrolment's own sign-in only
  })
})

describe('turning off, new codes and the admin reset', () => {
  it('turn off needs a current code; new recovery codes replace the old', async () => {
    const staff = await enrolledStaff('content')
    expect((await post('/api/auth/two-step/recovery-codes', { code: '000000' }, { token: staff.token })).status).toBe(422)
    const renewed = await post('/api/auth/two-step/recovery-codes', { code: staff.recoveryCodes[0] }, { token: staff.token })
    expect(renewed.status).toBe(200)
    expect(renewed.body.recovery_codes).toHaveLength(10)
    const challenge = await login(staff.email)
    expect((await post('/api/auth/mfa', { mfa_token: challenge.body.mfa_token, code: staff.recoveryCodes[1] })).status).toBe(401)
    const off = await post('/api/auth/two-step/off', { code: await codeAt(staff.secret, 1) }, { token: staff.token })
    expect(off.status).toBe(200)
    expect((await login(staff.email)).body).toHaveProperty('access_token')
    expect(await auditActions(staff.id, 'two-step.disabled')).toBe(1)
  })

  it('an admin resets another’s second step: audited, their sessions end, a password signs in again', async () => {
    const staff = await enrolledStaff('fundraising')
    const content = await newStaff('content')
    const contentToken = (await login(content.email)).body.access_token as string
    const path = `/api/admin/staff/${staff.id}/two-step`
    expect((await http(path, { method: 'DELETE', headers: bearer(contentToken) })).status).toBe(403)
    const admin = await apiLogin()
    const reset = await http(path, { method: 'DELETE', headers: bearer(admin) })
    expect(reset.status).toBe(200)
    expect((await http('/api/auth/me', { headers: bearer(staff.token) })).status).toBe(401)
    expect(await auditActions(staff.id, 'two-step.reset')).toBe(1)
    const { rows } = await poolOf(payload).query(`SELECT two_step_secret, two_step_enabled_at, two_step_recovery_codes FROM users WHERE id = $1`, [staff.id])
    expect(rows[0]).toEqual({ two_step_secret: null, two_step_enabled_at: null, two_step_recovery_codes: null })
    expect((await login(staff.email)).body).toHaveProperty('access_token')
    expect((await http('/api/admin/staff/999999/two-step', { method: 'DELETE', headers: bearer(admin) })).status).toBe(404)
  })
})

describe('STAFF_TWO_STEP=required (production’s default)', () => {
  let stack: Stack
  beforeAll(async () => {
    // A second server on the same database, with the policy production has by default.
    stack = await startStack({ DATABASE_URL: testStack().databaseURL, STAFF_TWO_STEP: 'required', TRUSTED_PROXY_HOPS: '1', SCHEDULED_JOBS: 'false', JOBS_AUTORUN: 'false' })
  }, 120_000)
  afterAll(async () => {
    await stack?.stop()
  })

  it('an un-enrolled fundraising account gets mfa_enrollment_required and no token until it enrols', async () => {
    const base = stack.baseURL
    const { id, email } = await newStaff('fundraising')
    const challenge = await login(email, { base })
    expect(challenge.status).toBe(200)
    expect(challenge.body).toEqual({ mfa_enrollment_required: true, mfa_token: expect.any(String) })
    expect(challenge.cookies.join(';')).not.toMatch(/payload-token=|device_/)
    // Nor through /cms, nor with the enrolment token at the code step.
    expect((await post('/cms/api/users/login', { email, password: PASSWORD }, { base })).status).toBe(401)
    expect((await post('/api/auth/mfa', { mfa_token: challenge.body.mfa_token, code: '123456' }, { base })).status).toBe(401)

    const setup = await post('/api/auth/mfa/enrol', { mfa_token: challenge.body.mfa_token }, { base })
    expect(setup.status).toBe(200)
    const secret = setup.body.secret as string
    const done = await post('/api/auth/mfa/enrol/confirm', { mfa_token: challenge.body.mfa_token, code: await codeAt(secret) }, { base })
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', user: { id, email }, recovery_codes: expect.any(Array) })
    expect(done.body.recovery_codes).toHaveLength(10)
    const token = done.body.access_token as string
    const status = await fetch(`${base}/api/auth/two-step`, { headers: bearer(token) })
    expect(await status.json()).toEqual({ enabled: true, required: true, recovery_codes_left: 10 })
    // It cannot be turned off where the role requires it; the next sign-in asks for a code.
    expect((await post('/api/auth/two-step/off', { code: await codeAt(secret, 1) }, { base, token })).status).toBe(403)
    expect((await login(email, { base })).body).toEqual({ mfa_required: true, mfa_token: expect.any(String) })
  })

  it('a content account promoted to fundraising without a second step loses its password-only session', async () => {
    const { id, email } = await newStaff('content')
    const token = (await login(email, { base: stack.baseURL })).body.access_token as string
    expect((await fetch(`${stack.baseURL}/api/auth/me`, { headers: bearer(token) })).status).toBe(200)
    const admin = await apiLogin()
    const promoted = await fetch(`${stack.baseURL}/api/admin/staff/${id}`, {
      method: 'PATCH',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ role: 'fundraising' }),
    })
    expect(promoted.status).toBe(200)
    expect((await fetch(`${stack.baseURL}/api/auth/me`, { headers: bearer(token) })).status).toBe(401)
    expect((await login(email, { base: stack.baseURL })).body).toEqual({ mfa_enrollment_required: true, mfa_token: expect.any(String) })
  })

  it('a content account keeps the plain answer', async () => {
    const { email } = await newStaff('content')
    expect((await login(email, { base: stack.baseURL })).body).toHaveProperty('access_token')
  })
})
