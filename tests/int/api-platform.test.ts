import { describe, expect, it } from 'vitest'

import { endpoints } from '@/contracts/endpoints'
import { endpointKey } from '@/contracts/endpoint'

import { http, postJson } from '../support/http'

import { ALLOWED_ORIGIN } from './globalSetup'

describe('CORS', () => {
  it('grants a preflight from an allowed origin', async () => {
    const response = await http('/api/events/1/rsvp', {
      method: 'OPTIONS',
      headers: { Origin: ALLOWED_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
  })

  it('refuses a preflight from any other origin', async () => {
    const response = await http('/api/contact', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example.com', 'Access-Control-Request-Method': 'POST' },
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('marks actual responses for allowed origins only', async () => {
    const allowed = await http('/api/events', { headers: { Origin: ALLOWED_ORIGIN } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN)
    const other = await http('/api/events', { headers: { Origin: 'https://evil.example.com' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('rate limits on public POSTs (this stack: behind one proxy, TRUSTED_PROXY_HOPS=1)', () => {
  it('answers 429 with Retry-After after 10 a minute from one address, per endpoint', { timeout: 120_000 }, async () => {
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`
    const send = () => postJson('/api/contact', { name: 'A', email: 'a@b.org', message: 'short' }, { 'X-Forwarded-For': address })
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(422)
    const limited = await send()
    expect(limited.status).toBe(429)
    // The address's window began with the first of these requests, moments ago.
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(45)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(((await limited.json()) as { detail: string }).detail).toMatch(/Too many requests/)
    const otherEndpoint = await postJson('/api/auth/login', { email: 'x', password: '' }, { 'X-Forwarded-For': address })
    expect(otherEndpoint.status).toBe(422)
  })

  it('counts by the address the nearest proxy appended, not one a client made up', { timeout: 120_000 }, async () => {
    const real = `198.51.100.${Math.floor(Math.random() * 200) + 1}`
    const send = (forged: string) => postJson('/api/contact', { name: 'A', email: 'a@b.org', message: 'short' }, { 'X-Forwarded-For': `${forged}, ${real}` })
    for (let i = 0; i < 10; i++) expect((await send(`203.0.113.${i}`)).status).toBe(422)
    expect((await send('203.0.113.99')).status).toBe(429)
  })

  it('counts an IPv6 client by its /64 network, where it could pick any address', { timeout: 120_000 }, async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`
    const send = (host: number) => postJson('/api/contact', { name: 'A', email: 'a@b.org', message: 'short' }, { 'X-Forwarded-For': `${prefix}::${host.toString(16)}` })
    for (let i = 1; i <= 10; i++) expect((await send(i)).status).toBe(422)
    expect((await send(0xbeef)).status).toBe(429)
    expect((await postJson('/api/contact', { name: 'A', email: 'a@b.org', message: 'short' }, { 'X-Forwarded-For': `${prefix.replace(/1$/, '2')}::1` })).status).toBe(422)
  })

  it('never fails on an absurd forwarded address', async () => {
    const response = await postJson('/api/contact', { name: 'A', email: 'a@b.org', message: 'short' }, { 'X-Forwarded-For': 'x'.repeat(2000) })
    expect(response.status).toBe(422)
  })
})

describe('unknown paths and the OpenAPI document', () => {
  it('answers JSON 404 for a path the contract does not have', async () => {
    const response = await http('/api/nothing/here')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'Not found.' })
  })

  it('describes every endpoint of the contract', async () => {
    const response = await http('/api/openapi.json')
    expect(response.status).toBe(200)
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(doc.openapi).toBe('3.1.0')
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/events',
        'GET /api/events/{id}',
        'POST /api/events/{id}/rsvp',
        'POST /api/contact',
        'GET /api/gallery',
        'POST /api/gallery/submit',
        'GET /api/gallery/admin/pending',
        'PUT /api/gallery/admin/{id}/approve',
        'DELETE /api/gallery/admin/{id}',
        'GET /api/sponsors',
        'GET /api/sponsors/admin',
        'POST /api/sponsors/admin',
        'PUT /api/sponsors/admin/{id}',
        'DELETE /api/sponsors/admin/{id}',
        'GET /api/admin/events',
        'POST /api/admin/events',
        'PUT /api/admin/events/{id}',
        'DELETE /api/admin/events/{id}',
        'GET /api/donations/list',
        'GET /api/donations/stats',
        'POST /api/auth/login',
        'GET /api/auth/me',
        'POST /api/donations/checkout',
        'POST /api/donations/webhook',
        'POST /api/admin/cache/purge',
      ]),
    )
    // Every declared endpoint but the internal ones (the catch-all 404, the gallery window that a
    // rewrite serves); tests/unit/endpoints.test.ts ties the declarations to the route files.
    expect(operations.sort()).toEqual(
      endpoints
        .filter((endpoint) => !('internal' in endpoint))
        .map(endpointKey)
        .sort(),
    )
    expect(operations).toEqual(expect.arrayContaining(['GET /api/donations/export.csv', 'GET /api/gallery/admin/{id}/image', 'GET /api/health']))
    const rsvp = doc.paths['/api/events/{id}/rsvp']?.post as { requestBody: { content: { 'application/json': { schema: { required: string[] } } } } }
    expect(rsvp.requestBody.content['application/json'].schema.required).toEqual(['name', 'email'])
  })
})
