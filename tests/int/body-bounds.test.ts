import { randomUUID } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@/contracts/endpoints'

import { postChunked } from '../support/chunked'
import { signInAsDonor } from '../support/donorSignIn'
import { apiLogin, baseURL, bearer, freshAddress, sendJson } from '../support/http'

// Every declared endpoint that takes a JSON body bounds it, whoever may call it: 50 MB sent in
// chunks (no Content-Length, so only what the server reads can stop it) answers 413 long before
// the end. Walked from the registry, so an endpoint added later is held to it without a new test.

const TOTAL = 50 * 1024 * 1024
const WITH_JSON_BODY = endpoints.filter((endpoint) => 'body' in endpoint && endpoint.body && (endpoint.access === 'public' || endpoint.access === 'staff' || endpoint.access === 'donor'))

let staff: Record<string, string>
let donor: Record<string, string>

beforeAll(async () => {
  const token = await apiLogin()
  staff = bearer(token)
  // A donor's session, for the /api/donor/* endpoints: an address with a gift, signed in by its link.
  const email = `bounds-${randomUUID()}@example.org`
  expect((await sendJson('POST', '/api/donations/mail-in', { amount_cents: 2500, received_on: '2026-01-15', donor_name: 'Bound Giver', donor_email: email }, token)).status).toBe(201)
  donor = { Cookie: await signInAsDonor(email), 'Sec-Fetch-Site': 'same-origin' }
})

describe('JSON bodies are bounded on every declared endpoint', () => {
  it('walks enough endpoints to mean something', () => {
    expect(WITH_JSON_BODY.length).toBeGreaterThan(40)
    expect(WITH_JSON_BODY.some((endpoint) => endpoint.access === 'public')).toBe(true)
    expect(WITH_JSON_BODY.some((endpoint) => endpoint.access === 'donor')).toBe(true)
  })

  it.each(WITH_JSON_BODY.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s: 50 MB chunked is 413, read no further', async (_, endpoint) => {
    const path = endpoint.path.replace(/\{\w+\}/g, '1')
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...(endpoint.access === 'staff' ? staff : endpoint.access === 'donor' ? donor : {}) }
    const answer = await postChunked(`${baseURL()}${path}`, headers, TOTAL, endpoint.method)
    expect(answer.status).toBe(413)
    expect(answer.sentBytes).toBeLessThan(TOTAL)
  })
})
