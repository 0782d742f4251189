import { beforeAll, describe, expect, it } from 'vitest'

import { endpoints } from '@/contracts/endpoints'

import { postChunked } from '../support/chunked'
import { apiLogin, baseURL, bearer, freshAddress } from '../support/http'

// Every declared endpoint that takes a JSON body bounds it, whoever may call it: 50 MB sent in
// chunks (no Content-Length, so only what the server reads can stop it) answers 413 long before
// the end. Walked from the registry, so an endpoint added later is held to it without a new test.

const TOTAL = 50 * 1024 * 1024
const WITH_JSON_BODY = endpoints.filter((endpoint) => 'body' in endpoint && endpoint.body && (endpoint.access === 'public' || endpoint.access === 'staff'))

let staff: Record<string, string>

beforeAll(async () => {
  staff = bearer(await apiLogin())
})

describe('JSON bodies are bounded on every declared endpoint', () => {
  it('walks enough endpoints to mean something', () => {
    expect(WITH_JSON_BODY.length).toBeGreaterThan(40)
    expect(WITH_JSON_BODY.some((endpoint) => endpoint.access === 'public')).toBe(true)
  })

  it.each(WITH_JSON_BODY.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s: 50 MB chunked is 413, read no further', async (_, endpoint) => {
    const path = endpoint.path.replace(/\{\w+\}/g, '1')
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...(endpoint.access === 'staff' ? staff : {}) }
    const answer = await postChunked(`${baseURL()}${path}`, headers, TOTAL, endpoint.method)
    expect(answer.status).toBe(413)
    expect(answer.sentBytes).toBeLessThan(TOTAL)
  })
})
