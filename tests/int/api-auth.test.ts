import { decodeJwt, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { endpoints } from '@/contracts/endpoints'

import { TEST_ADMIN } from '../support/constants.mjs'
import { apiLogin, bearer, http, postJson } from '../support/http'
import { getTestPayload, uniqueEmail } from '../support/payload'

/** Every staff endpoint, from the declarations (an id of 1 where the path takes one). */
const ADMIN_PATHS: [string, string][] = endpoints.filter((endpoint) => endpoint.access === 'staff').map((endpoint) => [endpoint.method, endpoint.path.replace(/\{\w+\}/g, '1')])

it('the staff paths come from the declarations, and include every staff path of the contract', () => {
  expect(ADMIN_PATHS).toEqual(
    expect.arrayContaining([
      ['GET', '/api/admin/events'],
      ['POST', '/api/admin/events'],
      ['PUT', '/api/admin/events/1'],
      ['DELETE', '/api/admin/events/1'],
      ['GET', '/api/gallery/admin/pending'],
      ['PUT', '/api/gallery/admin/1/approve'],
      ['DELETE', '/api/gallery/admin/1'],
      ['GET', '/api/donations/list'],
      ['GET', '/api/donations/stats'],
      ['GET', '/api/donations/export.csv'],
      ['GET', '/api/sponsors/admin'],
      ['POST', '/api/sponsors/admin'],
      ['PUT', '/api/sponsors/admin/1'],
      ['DELETE', '/api/sponsors/admin/1'],
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/admin/cache/purge'],
    ]),
  )
})

/** The same claims as a real token, re-signed with the server's key but already expired. */
async function expiredCopyOf(token: string): Promise<string> {
  const payload = await getTestPayload()
  const claims = decodeJwt(token)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(payload.secret))
}

describe('POST /api/auth/login', () => {
  it('answers the access token, its type and the user', async () => {
    const response = await postJson('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { access_token: string; token_type: string; user: { id: number; email: string } }
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'bearer', user: { id: expect.any(Number), email: TEST_ADMIN.email } })
    const me = await http('/api/auth/me', { headers: bearer(body.access_token) })
    expect(await me.json()).toEqual({ id: body.user.id, email: TEST_ADMIN.email, role: 'admin', two_step_enabled: false })
  })

  it('answers 401 "Invalid email or password" for a wrong password or an unknown email', async () => {
    for (const attempt of [
      { email: uniqueEmail('nobody'), password: 'whatever' },
      { email: 'wrong-pass-' + TEST_ADMIN.email, password: 'nope' },
    ]) {
      const response = await postJson('/api/auth/login', attempt)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ detail: 'Invalid email or password' })
    }
  })

  it('validates with the spec’s messages', async () => {
    const response = await postJson('/api/auth/login', { email: 'x', password: '' })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual({
      email: 'Invalid email address',
      password: 'Password is required',
    })
  })

  it('locks an account after five failures, answering as for a wrong password', async () => {
    const payload = await getTestPayload()
    const email = uniqueEmail('locked')
    await payload.create({ collection: 'users', data: { email, password: 'right-password-123', role: 'content' } })
    for (let i = 0; i < 5; i++) expect((await postJson('/api/auth/login', { email, password: 'wrong' })).status).toBe(401)
    const locked = await postJson('/api/auth/login', { email, password: 'right-password-123' })
    expect(locked.status).toBe(401)
    expect(await locked.json()).toEqual({ detail: 'Invalid email or password' })
  })
})

describe('every admin path answers 401 without a valid bearer token', () => {
  it.each(ADMIN_PATHS)('%s %s', async (method, path) => {
    const token = await apiLogin()
    const expired = await expiredCopyOf(token)
    const variants: Record<string, string | undefined> = {
      none: undefined,
      malformed: 'Bearer',
      'not a JWT': 'Bearer abc.def',
      'wrong scheme': `Basic ${Buffer.from('a:b').toString('base64')}`,
      'bad signature': `Bearer ${token.slice(0, -4)}AAAA`,
      expired: `Bearer ${expired}`,
    }
    for (const [label, header] of Object.entries(variants)) {
      const response = await http(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...(header ? { Authorization: header } : {}) },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      })
      expect(response.status, label).toBe(401)
      expect(((await response.json()) as { detail: string }).detail, label).toBeTruthy()
    }
  })

  it('a revoked (logged out) token stops working at once', async () => {
    const token = await apiLogin()
    expect((await http('/api/donations/stats', { headers: bearer(token) })).status).toBe(200)
    expect((await http('/api/auth/logout', { method: 'POST', headers: bearer(token) })).status).toBe(200)
    expect((await http('/api/donations/stats', { headers: bearer(token) })).status).toBe(401)
    expect((await http('/api/auth/me', { headers: bearer(token) })).status).toBe(401)
  })
})
