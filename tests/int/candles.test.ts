import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CANDLE_REFUSED } from '@/contracts/candles'
import { CANDLE_COOKIE } from '@/lib/candles'
import { nextZonedMidnight, zonedDay } from '@/lib/dates'

import { ALLOWED_ORIGIN } from './globalSetup'
import { freshAddress, http } from '../support/http'
import { startRedis } from '../support/redis.mjs'
import { type Stack, startStack } from '../support/startStack'

/**
 * The remembrance wall's candles: one per browser per day (a cookie), counted in PostgreSQL
 * shards that every instance shares. The server and this process both use the default
 * SITE_TIME_ZONE (America/New_York).
 */

type Count = { count: number }

const countNow = async (base = ''): Promise<number> => {
  const response = await http(`${base}/api/candles`)
  expect(response.status).toBe(200)
  return ((await response.json()) as Count).count
}

/** A POST with no body at all, as a browser's plain `fetch(url, {method: 'POST'})` sends it. */
const light = (init: RequestInit = {}, base = '') => http(`${base}/api/candles`, { method: 'POST', ...init })

const todaysCookie = () => `${CANDLE_COOKIE}=${zonedDay()}`

/** The Set-Cookie of a lit candle, as `{name: value, attribute: value | true}`. */
function candleCookieOf(response: Response): Record<string, string | true> {
  const cookies = response.headers.getSetCookie()
  expect(cookies).toHaveLength(1)
  const [pair, ...attributes] = cookies[0]!.split(';').map((part) => part.trim())
  const [name, value] = pair!.split('=')
  return {
    [name!]: value!,
    ...Object.fromEntries(
      attributes.map((attribute) => {
        const [key, ...rest] = attribute.split('=')
        return [key!.toLowerCase(), rest.length ? rest.join('=') : true]
      }),
    ),
  }
}

describe('GET and POST /api/candles', () => {
  it('GET answers {count}, read per request (never kept by a cache)', async () => {
    const response = await http('/api/candles')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = (await response.json()) as Count
    expect(Object.keys(body)).toEqual(['count'])
    expect(Number.isInteger(body.count) && body.count >= 0).toBe(true)
  })

  it('a browser without the cookie lights one: 201, the count with it, and the cookie until the next local midnight', async () => {
    const before = await countNow()
    const sentAt = new Date()
    const response = await light()
    const receivedAt = new Date()
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ count: before + 1 })
    expect(await countNow()).toBe(before + 1)

    const cookie = candleCookieOf(response)
    expect(cookie[CANDLE_COOKIE]).toBe(zonedDay(receivedAt))
    expect(cookie.path).toBe('/')
    expect(cookie.samesite).toBe('Lax')
    expect(cookie.httponly).toBeUndefined() // the button reads it
    expect(cookie.secure).toBeUndefined() // the test site is http://
    // The request may straddle midnight: its expiry is the one after either moment.
    const midnights = [nextZonedMidnight(sentAt), nextZonedMidnight(receivedAt)].map((date) => date.toUTCString())
    expect(midnights).toContain(cookie.expires)
    const secondsLeft = (Date.parse(String(cookie.expires)) - receivedAt.getTime()) / 1000
    expect(Math.abs(Number(cookie['max-age']) - secondsLeft)).toBeLessThan(5)
  })

  it('the same browser again the same day: 200, the count as it stands, nothing counted', async () => {
    const first = await light()
    expect(first.status).toBe(201)
    const [cookie] = first.headers.getSetCookie()[0]!.split(';')
    const { count } = (await first.json()) as Count
    for (const init of [{}, { headers: { 'Content-Type': 'application/json' }, body: '{}' }]) {
      const again = await light({ ...init, headers: { ...init.headers, Cookie: `other=1; ${cookie}` } })
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual({ count })
      expect(again.headers.getSetCookie()).toEqual([])
    }
    expect(await countNow()).toBe(count)
  })

  it('a cookie of another day, or not ours, does not stop a candle', async () => {
    const before = await countNow()
    for (const cookie of [`${CANDLE_COOKIE}=2001-09-11`, `${CANDLE_COOKIE}=yes`, `x${todaysCookie()}`]) {
      const response = await light({ headers: { Cookie: cookie } })
      expect(response.status).toBe(201)
    }
    expect(await countNow()).toBe(before + 3)
  })

  it('a JSON body is accepted too, with or without the hidden field left empty', async () => {
    const before = await countNow()
    for (const body of ['{}', '{"website": ""}', '  ']) {
      const response = await light({ headers: { 'Content-Type': 'application/json' }, body })
      expect(response.status).toBe(201)
    }
    expect(await countNow()).toBe(before + 3)
  })

  it('the hidden `website` field filled in: 400 with a plain refusal, nothing counted', async () => {
    const before = await countNow()
    const response = await light({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ website: 'https://spam.example' }) })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: CANDLE_REFUSED })
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await countNow()).toBe(before)
  })

  it('a bad body is refused with the contract’s 4xx, nothing counted', async () => {
    const before = await countNow()
    const json = { 'Content-Type': 'application/json' }
    const cases: [RequestInit, number][] = [
      [{ headers: json, body: '{"website":' }, 400],
      [{ headers: json, body: '[]' }, 400],
      [{ headers: json, body: '"candle"' }, 400],
      [{ headers: { 'Content-Type': 'text/plain' }, body: 'light one' }, 415],
      [{ body: 'website=x' }, 415],
      [{ headers: json, body: JSON.stringify({ website: 5 }) }, 422],
      [{ headers: json, body: JSON.stringify({ website: 'x'.repeat(501) }) }, 422],
      [{ headers: json, body: JSON.stringify({ website: 'x'.repeat(70_000) }) }, 413],
    ]
    for (const [init, status] of cases) {
      const response = await light(init)
      expect(response.status, String(init.body).slice(0, 40)).toBe(status)
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect(await countNow()).toBe(before)
  })

  it('is limited to 60 a minute per address (a roomful behind one network), then 429 with Retry-After', { timeout: 120_000 }, async () => {
    const address = freshAddress()
    // With today's cookie nothing is counted, but every click counts towards the limit.
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const response = await light({ headers: { 'X-Forwarded-For': address, Cookie: todaysCookie() } })
      statuses.push(response.status)
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...Array<number>(60).fill(200), 429])
    // Another address is not affected.
    expect((await light({ headers: { Cookie: todaysCookie() } })).status).toBe(200)
  })

  it('another site’s page cannot light candles from its visitors’ browsers (403, nothing counted); our own pages and allowed origins can', async () => {
    const before = await countNow()
    const crossSite = await light({ headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://candles.example.com' } })
    expect(crossSite.status).toBe(403)
    expect(((await crossSite.json()) as { detail: string }).detail).toBe('This can only be done from our own site.')
    expect(crossSite.headers.getSetCookie()).toEqual([])
    expect((await light({ headers: { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.example.com' } })).status).toBe(403)
    expect(await countNow()).toBe(before)
    expect((await light({ headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(201)
    expect((await light({ headers: { 'Sec-Fetch-Site': 'cross-site', Origin: ALLOWED_ORIGIN } })).status).toBe(201)
    expect(await countNow()).toBe(before + 2)
  })

  it('counts the limit in the candle’s own statement: a script without cookies lights 60, and the 61st lights nothing', { timeout: 120_000 }, async () => {
    const address = freshAddress()
    const before = await countNow()
    const statuses: number[] = []
    for (let i = 0; i < 61; i++) {
      const response = await light({ headers: { 'X-Forwarded-For': address } })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(response.headers.getSetCookie()).toEqual([])
      }
    }
    expect(statuses).toEqual([...Array<number>(60).fill(201), 429])
    expect(await countNow()).toBe(before + 60)
    // The honeypot's refusals count towards the limit too.
    expect((await light({ headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/json' }, body: JSON.stringify({ website: 'x' }) })).status).toBe(429)
  })

  it('OpenAPI lists both, the POST’s body as optional', async () => {
    const doc = (await (await http('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { requestBody?: { required: boolean } }>> }
    expect(Object.keys(doc.paths['/api/candles'] ?? {}).sort()).toEqual(['get', 'post'])
    expect(doc.paths['/api/candles']!.post!.requestBody!.required).toBe(false)
  })
})

/**
 * Two instances on one database and one Redis (the docker-compose shape): candles lit through
 * both at once all count, and none is lost when an instance restarts.
 */
describe('two instances on one database', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  let first: Stack
  let second: Stack
  // Each request with its own address (the per-address limit is not what is tested here).
  const env = () => ({ REDIS_URL: redis.url, TRUSTED_PROXY_HOPS: '1' })

  beforeAll(async () => {
    redis = await startRedis()
    first = await startStack(env())
    second = await startStack({ ...env(), DATABASE_URL: first.databaseURL })
  })
  afterAll(async () => {
    await second?.stop()
    await first?.stop()
    await redis?.stop()
  })

  const N = 40

  it(`${N} candles through each at once: the count is exactly ${2 * N} more on both, and stays so across a restart`, async () => {
    const before = await countNow(first.baseURL)
    expect(await countNow(second.baseURL)).toBe(before)

    const answers = await Promise.all([first, second].flatMap((stack) => Array.from({ length: N }, () => light({}, stack.baseURL))))
    expect(answers.map((response) => response.status)).toEqual(Array<number>(2 * N).fill(201))
    for (const answer of answers) {
      // Each answer counts its own candle and every one finished before it began.
      const { count } = (await answer.json()) as Count
      expect(count).toBeGreaterThan(before)
      expect(count).toBeLessThanOrEqual(before + 2 * N)
    }
    expect(await countNow(first.baseURL)).toBe(before + 2 * N)
    expect(await countNow(second.baseURL)).toBe(before + 2 * N)

    // Stop one instance and start it again: nothing was held in it.
    await second.stop()
    second = await startStack({ ...env(), DATABASE_URL: first.databaseURL })
    expect(await countNow(second.baseURL)).toBe(before + 2 * N)
    expect(await countNow(first.baseURL)).toBe(before + 2 * N)

    // And it keeps counting, seen by the other.
    const again = await light({}, second.baseURL)
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ count: before + 2 * N + 1 })
    expect(await countNow(first.baseURL)).toBe(before + 2 * N + 1)
  }, 180_000)
})
