import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../support/constants.mjs'
import { eventInput as event } from '../support/events'
import { type LaggyLink, startLaggyLink } from '../support/laggyLink'
import { eventually } from '../support/mailbox'
import { startRedis } from '../support/redis.mjs'
import { type Stack, startStack } from '../support/startStack'

/**
 * Two instances of the app on one database and one Redis (Debian's redis-server), the way
 * docker-compose runs them: a change made through one shows on the next request to the other.
 */
let redis: Awaited<ReturnType<typeof startRedis>>
/** The first instance reaches Redis through it, so its link can be made slow. */
let firstLink: LaggyLink
let first: Stack
let second: Stack
let token: string

beforeAll(async () => {
  redis = await startRedis()
  firstLink = await startLaggyLink(redis.port)
  first = await startStack({ REDIS_URL: `redis://127.0.0.1:${firstLink.port}` })
  second = await startStack({ REDIS_URL: redis.url, DATABASE_URL: first.databaseURL })
  // Each instance's first page loads its code and connects its cache, which on a busy machine
  // can outlast the cache's 1 s timeout (a MISS, and rightly so); the test is about warm instances.
  for (const stack of [first, second]) expect((await fetch(`${stack.baseURL}/gallery`)).status).toBe(200)
  const login = await fetch(`${first.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { access_token: string }).access_token
})
afterAll(async () => {
  await second?.stop()
  await first?.stop()
  await firstLink?.stop()
  await redis?.stop()
})

const send = (stack: Stack, method: string, path: string, body: unknown) =>
  fetch(`${stack.baseURL}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })

const titles = async (stack: Stack) => ((await (await fetch(`${stack.baseURL}/api/events`)).json()) as { title: string }[]).map((e) => e.title)
const page = async (stack: Stack, path: string) => {
  const response = await fetch(`${stack.baseURL}${path}`)
  return { cache: response.headers.get('x-nextjs-cache'), status: response.status, html: await response.text() }
}
/**
 * HIT, or STALE once the entry has passed its revalidate time: either way the answer is the entry
 * the other instance stored (this one never rendered the page; its own render would be a MISS).
 */
const FROM_SHARED_ENTRY = /^(HIT|STALE)$/

/**
 * Waits until Redis holds the page (Next stores a page as its answer finishes, so the entry lands a
 * moment after the body has been read), then asks the other instance once: a HIT can only be
 * the shared entry.
 */
async function servedFromSharedCache(stack: Stack, path: string) {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    // The page's own key: `*/events` also matches the GET `/api/events`, which may be there already.
    const isPage = (key: string) => key.endsWith(path) && !key.endsWith(`/api${path}`)
    await eventually(async () => ((await client.keys(`*${path}`)).some(isPage) ? true : undefined), 3_000)
    // The entry's key lands before the handler has finished writing what goes with it (its tags).
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  } finally {
    await client.close()
  }
  return (await page(stack, path)).cache
}

/** The keys of the shared cache's entries filed under a tag (the handler's own index of tags). */
async function entriesTagged(tag: string): Promise<string[]> {
  const client = createClient({ url: redis.url })
  await client.connect()
  try {
    const index = await client.hGetAll(`${(await client.keys('*__sharedTags__'))[0] ?? 'none'}`)
    return Object.entries(index)
      .filter(([, tags]) => (JSON.parse(tags) as string[]).includes(tag))
      .map(([key]) => key)
  } finally {
    await client.close()
  }
}

describe('several instances sharing Next’s cache through Redis', () => {
  it('a change made through one instance shows on the next request to the other', async () => {
    // The second instance serves /events from the shared cache, filled by the first.
    expect((await page(first, '/events')).cache).toBe('MISS')
    expect(await servedFromSharedCache(second, '/events')).toMatch(FROM_SHARED_ENTRY)
    expect(await titles(second)).toEqual([])

    const created = await send(first, 'POST', '/api/admin/events', event('Harbor lights'))
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: number }
    expect(await titles(second)).toContain('Harbor lights')
    expect((await page(second, '/events')).html).toContain('Harbor lights')
    expect((await page(second, `/events/${id}`)).html).toContain('Harbor lights')
    expect(await servedFromSharedCache(first, `/events/${id}`)).toMatch(FROM_SHARED_ENTRY)

    expect((await send(first, 'PUT', `/api/admin/events/${id}`, event('Harbor lights at dusk'))).status).toBe(200)
    expect(await titles(second)).toContain('Harbor lights at dusk')
    expect((await page(second, '/events')).html).toContain('Harbor lights at dusk')
    expect((await page(second, `/events/${id}`)).html).toContain('Harbor lights at dusk')

    // And the other way round.
    expect((await send(second, 'DELETE', `/api/admin/events/${id}`, {})).status).toBe(200)
    expect(await titles(first)).not.toContain('Harbor lights at dusk')
    expect((await page(first, '/events')).html).not.toContain('Harbor lights at dusk')
    expect((await page(first, `/events/${id}`)).status).toBe(404)
  })

  it('staff edits of the site’s words reach every instance too', async () => {
    expect((await page(second, '/about')).status).toBe(200)
    await eventually(async () => ((await entriesTagged('site-content')).length ? true : undefined), 3_000)
    // The first instance's Redis is far away: Next's own expiry, which waits until the answer has
    // been sent, would reach Redis well after staff saw "saved". Ours is done before the answer.
    firstLink.setLag(200)
    const response = await fetch(`${first.baseURL}/cms/api/globals/site-content`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ tagline: 'Light carried together' }),
    }).finally(() => firstLink.setLag(0))
    expect(response.status).toBe(200)
    expect(await entriesTagged('site-content')).toEqual([])
    expect((await page(second, '/')).html).toContain('Light carried together')
  })
})
