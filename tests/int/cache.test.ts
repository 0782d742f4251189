import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postChunked } from '../support/chunked'
import { eventInput } from '../support/events'
import { eventually } from '../support/mailbox'
import { apiLogin, baseURL, bearer, http, postJson, sendJson } from '../support/http'
import { testStack } from '../support/stack'

import { ALLOWED_ORIGIN } from './globalSetup'

// Browsers ask again every time; a CDN keeps the answer 30 s and serves it stale 30 s more.
const PUBLIC = 'public, max-age=0, must-revalidate, s-maxage=30, stale-while-revalidate=30'
const CDN = 'public, max-age=30, stale-while-revalidate=30'
const PRIVATE = 'private, no-store'

let token: string
const created: number[] = []
beforeAll(async () => {
  token = await apiLogin()
})
// Leave no published event behind for the files that list events.
afterAll(async () => {
  for (const id of created) await http(`/api/admin/events/${id}`, { method: 'DELETE', headers: bearer(token) })
})

async function createEvent(input: Record<string, unknown>): Promise<number> {
  const response = await sendJson('POST', '/api/admin/events', input, token)
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: number }
  created.push(id)
  return id
}

const listedTitles = async () => ((await (await http('/api/events')).json()) as { title: string }[]).map((e) => e.title)
const eventsPage = async () => (await http('/events')).text()

describe('Cache-Control says who may keep an answer', () => {
  it('public pages and public GETs: a CDN may keep them briefly', async () => {
    const id = await createEvent(eventInput('Cache header walk'))
    const paths = ['/', '/about', '/events', `/events/${id}`, '/gallery', '/gallery/submit', '/sponsors', '/volunteer', '/contact', '/privacy', '/donation-terms', '/donate', '/remember']
    for (const path of [...paths, '/api/events', `/api/events/${id}`, '/api/gallery', '/api/sponsors']) {
      const response = await http(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe(PUBLIC)
      expect(response.headers.get('cdn-cache-control'), path).toBe(CDN)
      // Served from the cache from the second request on.
      if (!path.startsWith('/api/')) expect((await http(path)).headers.get('x-nextjs-cache'), path).toMatch(/HIT|STALE/)
    }
  })

  it('everything personal: nothing between may keep it', async () => {
    const personal = [
      await http('/admin'),
      await http('/admin/events'),
      await http('/api/auth/me', { headers: bearer(token) }),
      await http('/api/admin/events', { headers: bearer(token) }),
      await http('/api/donations/list', { headers: bearer(token) }),
      await http('/api/gallery/admin/pending', { headers: bearer(token) }),
      await postJson('/api/donations/checkout', { amount_cents: 2500, donor_email: 'cache@example.org', is_recurring: false }),
      await http('/donate?success=true&amount=25.00&payment_intent=pi_cache&payment_intent_client_secret=pi_cache_secret_x'),
      await http('/cms/api/users/me'),
    ]
    for (const response of personal) {
      expect(response.headers.get('cache-control'), response.url).toBe(PRIVATE)
      expect(response.headers.get('cdn-cache-control'), response.url).toBeNull()
    }
  })

  it('the thank-you view is rendered per request with a fresh nonce; the form is the cached page', async () => {
    const thanks = await http('/donate?success=true&amount=25.00&payment_intent=pi_cache&payment_intent_client_secret=pi_cache_secret_x')
    expect(thanks.status).toBe(200)
    expect(thanks.headers.get('content-security-policy')).toMatch(/'nonce-[\w+/=]+'/)
    expect(thanks.headers.get('x-nextjs-cache')).toBeNull()
    expect(await thanks.text()).not.toContain('Complete Your Donation')
    const form = await http('/donate')
    expect(form.headers.get('content-security-policy')).not.toContain('nonce-')
    // Without a payment to speak of, the view sends the visitor to the form.
    const bare = await http('/donate/thank-you')
    expect(bare.status).toBe(307)
    expect(bare.headers.get('location')).toBe('/donate')
    expect(bare.headers.get('cache-control')).toBe(PRIVATE)
  })

  it('static files stay immutable; a made-up path is never cached', async () => {
    const html = await (await http('/')).text()
    const chunk = html.match(/\/_next\/static\/chunks\/[^"']+\.js/)?.[0]
    expect(chunk).toBeDefined()
    expect((await http(chunk!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const missing = await http('/no-such-page-here')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe(PRIVATE)
    // Made-up event ids are answered, never kept: a stranger cannot fill the cache with them.
    for (const path of ['/events/987654', '/api/events/987654', '/events/not-a-number']) {
      expect((await http(path)).status, path).toBe(404)
      const again = await http(path)
      expect(again.status, path).toBe(404)
      expect(again.headers.get('x-nextjs-cache'), path).not.toBe('HIT')
      // Nor kept by a CDN in front.
      expect(again.headers.get('cache-control'), path).toBe(PRIVATE)
      expect(again.headers.get('cdn-cache-control'), path).toBeNull()
    }
  })

  it('a cached public GET still carries the CORS grant for the caller’s own origin', async () => {
    for (const path of ['/api/events', '/api/gallery', '/api/sponsors']) {
      const allowed = await http(path, { headers: { Origin: ALLOWED_ORIGIN } })
      expect(allowed.headers.get('access-control-allow-origin'), path).toBe(ALLOWED_ORIGIN)
      expect(allowed.headers.get('vary'), path).toMatch(/Origin/)
      const stranger = await http(path, { headers: { Origin: 'https://evil.example.com' } })
      expect(stranger.headers.get('access-control-allow-origin'), path).toBeNull()
    }
  })
})

describe('a change made by staff shows at once', () => {
  it('on the page and in the API of the same instance', async () => {
    // Both cached before the change.
    await eventsPage()
    await listedTitles()
    const id = await createEvent(eventInput('Lantern evening'))
    expect(await listedTitles()).toContain('Lantern evening')
    expect(await eventsPage()).toContain('Lantern evening')
    expect(await (await http(`/events/${id}`)).text()).toContain('Lantern evening')

    const renamed = await sendJson('PUT', `/api/admin/events/${id}`, eventInput('Lantern evening by the river'), token)
    expect(renamed.status).toBe(200)
    expect(await listedTitles()).toContain('Lantern evening by the river')
    expect(await eventsPage()).toContain('Lantern evening by the river')
    expect(((await (await http(`/api/events/${id}`)).json()) as { title: string }).title).toBe('Lantern evening by the river')
    expect(await (await http(`/events/${id}`)).text()).toContain('Lantern evening by the river')

    const unpublished = await sendJson('PUT', `/api/admin/events/${id}`, eventInput('Lantern evening by the river', { is_published: false }), token)
    expect(unpublished.status).toBe(200)
    expect(await listedTitles()).not.toContain('Lantern evening by the river')
    expect(await eventsPage()).not.toContain('Lantern evening by the river')
    expect((await http(`/api/events/${id}`)).status).toBe(404)
    expect((await http(`/events/${id}`)).status).toBe(404)
  })

  it('a page first asked for an unknown event shows it once it exists', async () => {
    const id = await createEvent(eventInput('Placeholder', { is_published: false }))
    expect((await http(`/events/${id}`)).status).toBe(404)
    expect((await http(`/api/events/${id}`)).status).toBe(404)
    expect((await sendJson('PUT', `/api/admin/events/${id}`, eventInput('Morning of remembrance'), token)).status).toBe(200)
    expect(await (await http(`/events/${id}`)).text()).toContain('Morning of remembrance')
    expect((await http(`/api/events/${id}`)).status).toBe(200)
  })
})

describe('time passing', () => {
  it('an event that has ended leaves /events and /api/events at its end, without anyone touching it', async () => {
    const endsAt = Date.now() + 2000
    await createEvent(eventInput('Sunset vigil (ends soon)', { start_at: new Date(Date.now() - 3_600_000).toISOString(), end_at: new Date(endsAt).toISOString() }))
    expect(await listedTitles()).toContain('Sunset vigil (ends soon)')
    expect(await eventsPage()).toContain('Sunset vigil (ends soon)')
    // Pages and GETs come from the cache, fresh for PUBLIC_FRESH_SECONDS (30 s); the job queued
    // for the event's end expires them then, so it leaves within seconds of its end.
    const gone = async () => (!(await listedTitles()).includes('Sunset vigil (ends soon)') && !(await eventsPage()).includes('Sunset vigil (ends soon)') ? true : undefined)
    // Time alone would take until about 28 s after the end: the wait below is shorter than that.
    await eventually(gone, 15_000)
    expect(Date.now()).toBeGreaterThan(endsAt)
  })
})

describe('POST /api/admin/cache/purge', () => {
  it('is for staff only', async () => {
    expect((await http('/api/admin/cache/purge', { method: 'POST' })).status).toBe(401)
    expect((await http('/api/admin/cache/purge', { method: 'POST', headers: bearer('not-a-token') })).status).toBe(401)
    expect((await http('/api/admin/cache/purge')).status).toBe(405)
  })

  it('reads no body: a stranger streaming 50 MB is turned away before most of it is sent', async () => {
    const answer = await postChunked(`${baseURL()}/api/admin/cache/purge`, { 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.77' }, 50 * 1024 * 1024)
    expect(answer.status).toBe(401)
    expect(answer.sentBytes).toBeLessThan(50 * 1024 * 1024)
  })

  it('a double submit is harmless', async () => {
    const twice = await Promise.all([1, 2].map(() => http('/api/admin/cache/purge', { method: 'POST', headers: bearer(token) })))
    expect(twice.map((r) => r.status)).toEqual([200, 200])
  })

  it('shows changes made outside the app (straight to the database) at once', async () => {
    const id = await createEvent(eventInput('Quiet harbour'))
    expect(await listedTitles()).toContain('Quiet harbour')
    const client = new pg.Client({ connectionString: testStack().databaseURL })
    await client.connect()
    await client.query('UPDATE events SET title = $1 WHERE id = $2', ['Quiet harbour (restored)', id])
    await client.end()
    // No hook saw that change: the cache still holds the old title.
    expect(await listedTitles()).toContain('Quiet harbour')
    const purged = await http('/api/admin/cache/purge', { method: 'POST', headers: bearer(token) })
    expect(purged.status).toBe(200)
    expect(purged.headers.get('cache-control')).toBe(PRIVATE)
    expect(await listedTitles()).toContain('Quiet harbour (restored)')
    expect(await eventsPage()).toContain('Quiet harbour (restored)')
    expect(await (await http(`/events/${id}`)).text()).toContain('Quiet harbour (restored)')
  })
})
