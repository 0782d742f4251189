import { TEST_ADMIN } from './constants.mjs'
import { testStack } from './stack'

export const baseURL = (): string => testStack().baseURL

// Each test file loads this module afresh: a random start keeps files from reusing addresses.
let counter = Math.floor(Math.random() * 0xffffff)
/** A different client address per call, so the rate limits of one test never touch another's. */
export const freshAddress = (): string => `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter++ & 255}`

/** A request to the server under test; `path` may also be an absolute URL it handed out. */
export const http = (path: string, init: RequestInit = {}): Promise<Response> => {
  const headers = new Headers(init.headers)
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', freshAddress())
  const url = /^https?:\/\//.test(path) ? path : `${baseURL()}${path}`
  return fetch(url, { redirect: 'manual', ...init, headers })
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  http(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

export const sendJson = (method: string, path: string, body: unknown, token?: string) =>
  http(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Signs in through Payload's REST login at /cms/api and returns the token. */
export async function cmsLogin(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
  const response = await postJson('/cms/api/users/login', { email, password })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/**
 * After fixtures written straight to the database (the Local API of this process, whose hooks
 * cannot reach the server's cache): the server renders its public pages and GETs afresh.
 */
export async function purgePublicCache(token: string): Promise<void> {
  const response = await http('/api/admin/cache/purge', { method: 'POST', headers: bearer(token) })
  if (!response.ok) throw new Error(`cache purge failed: ${response.status}`)
}

/** Signs in through the contract's POST /api/auth/login and returns the bearer token. */
export async function apiLogin(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
  const response = await postJson('/api/auth/login', { email, password })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}
