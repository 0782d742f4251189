import { inject } from 'vitest'

import { TEST_ADMIN } from './constants.mjs'

export const baseURL = (): string => inject('baseURL')

export const http = (path: string, init?: RequestInit): Promise<Response> =>
  fetch(`${baseURL()}${path}`, { redirect: 'manual', ...init })

/** Signs in through Payload's REST login at /cms/api and returns the token. */
export async function cmsLogin(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
  const response = await http('/cms/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  const body = (await response.json()) as { token: string }
  return body.token
}
