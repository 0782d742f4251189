import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postChunked } from '../support/chunked'
import { appServerPid, postgresPids, residentBytes } from '../support/procfs'
import { type Stack, startStack } from '../support/startStack'

/**
 * A production server of its own, started the default way (no proxy settings), so that its
 * limits, its memory and its database can be put under stress without touching other tests.
 */
let stack: Stack
const url = (path: string) => `${stack.baseURL}${path}`
const MB = 1024 * 1024

beforeAll(async () => {
  stack = await startStack({
    // The test freezes this stack's PostgreSQL: a cluster of its own, not the tier's shared one.
    OWN_DATABASE: 'true',
    RATE_LIMIT_PER_MINUTE: '5',
    STRIPE_SECRET_KEY: 'sk_test_stack',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_stack',
    STRIPE_WEBHOOK_SECRET: 'whsec_stack_0123456789',
    // A frozen database is given up on after 2 s rather than 4: the test of it waits no longer
    // than it must, and still holds the server to its 5 s promise.
    DATABASE_TIMEOUT_SECONDS: '2',
  })
})
afterAll(async () => {
  await stack?.stop()
})

describe('the default start: addresses a client cannot choose', () => {
  it('a different X-Forwarded-For on every request does not reset the limit', { timeout: 120_000 }, async () => {
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const response = await fetch(url('/api/contact'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
        body: JSON.stringify({ name: 'A', email: 'a@b.org', message: 'short' }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429, 429, 429])
  })
})

describe('bodies stop at their limit by the bytes read', () => {
  it('50 MB chunked to the webhook, a JSON endpoint, the upload and Payload’s REST (POST and DELETE): 413, and memory stays flat', async () => {
    const server = appServerPid(stack.pid)
    const before = residentBytes(server)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(server))), 20)
    const targets: [string, Record<string, string>, string?][] = [
      ['/api/donations/webhook', { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=dummy' }],
      ['/api/events/1/rsvp', { 'Content-Type': 'application/json' }],
      ['/api/gallery/submit', { 'Content-Type': 'multipart/form-data; boundary=----filler' }],
      ['/cms/api/users/login', { 'Content-Type': 'application/json' }],
      ['/cms/api/users', { 'Content-Type': 'multipart/form-data; boundary=----filler' }],
      // Payload reads this body before it checks who is asking.
      ['/cms/api/payload-preferences/anything', { 'Content-Type': 'application/json' }, 'DELETE'],
    ]
    try {
      for (const [path, headers, method] of targets) {
        const answer = await postChunked(url(path), headers, 50 * MB, method)
        expect(answer.status, path).toBe(413)
        expect(answer.sentBytes, path).toBeLessThan(50 * MB)
      }
    } finally {
      clearInterval(sampler)
    }
    expect(peak - before).toBeLessThan(100 * MB)
  })
})

describe('a frozen database', () => {
  it('answers 503 within seconds while PostgreSQL is paused, and recovers by itself', async () => {
    const timed = async (path: string, init?: RequestInit) => {
      const started = performance.now()
      const response = await fetch(url(path), init)
      return { status: response.status, ms: performance.now() - started, response }
    }
    expect((await timed('/api/events')).status).toBe(200)
    expect((await timed('/api/sponsors')).status).toBe(200)
    const pids = postgresPids(`${stack.workDir}/postgres`)
    for (const pid of pids) process.kill(pid, 'SIGSTOP')
    try {
      const health = await timed('/api/health')
      expect(health.status).toBe(503)
      expect(health.ms).toBeLessThan(2_000)
      // What the cache holds goes on being served; what it does not hold answers 503 at once,
      // and that answer is kept nowhere.
      for (const path of ['/api/events', '/api/sponsors']) {
        const cached = await timed(path)
        expect(cached.status, path).toBe(200)
        expect(cached.ms, path).toBeLessThan(1_000)
      }
      for (const path of ['/api/gallery?limit=7', '/api/events/424242']) {
        const answer = await timed(path)
        expect(answer.status, path).toBe(503)
        expect(answer.ms, path).toBeLessThan(5_000)
        expect(answer.response.headers.get('retry-after')).toBe('5')
        expect(answer.response.headers.get('cache-control')).toBe('private, no-store')
        expect(answer.response.headers.get('content-security-policy')).toContain("object-src 'none'")
        expect(await answer.response.json()).toEqual({ detail: 'The service is briefly unavailable. Please try again in a moment.' })
      }
      const cms = await timed('/cms/api/events')
      expect(cms.status).toBe(503)
      expect(cms.ms).toBeLessThan(5_000)
      expect(await cms.response.json()).toEqual({ errors: [{ message: 'The service is briefly unavailable. Please try again in a moment.' }] })
      const login = await timed('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'staff@test.example.org', password: 'whatever' }),
      })
      expect(login.status).toBe(503)
      expect(login.ms).toBeLessThan(5_000)
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT')
    }
    let recovered = 0
    for (let attempt = 0; attempt < 40 && recovered === 0; attempt++) {
      if ((await fetch(url('/api/health'))).status === 200 && (await fetch(url('/api/events'))).status === 200) recovered = attempt + 1
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(recovered).toBeGreaterThan(0)
    // The 503s were not kept: the same requests now get their real answers.
    expect((await fetch(url('/api/events/424242'))).status).toBe(404)
    expect((await fetch(url('/api/gallery?limit=7'))).status).toBe(200)
  })
})
