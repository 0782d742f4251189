import { describe, expect, it } from 'vitest'

import { http, postJson } from '../support/http'

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), values)
  }
  return map
}

function expectSecurityHeaders(response: Response, label: string) {
  const h = response.headers
  const csp = directives(h.get('content-security-policy'))
  expect(csp.get('object-src'), label).toEqual(["'none'"])
  expect(csp.get('base-uri'), label).toEqual(["'none'"])
  expect(csp.get('frame-ancestors'), label).toEqual(["'none'"])
  expect(csp.get('script-src'), label).toContain('https://js.stripe.com')
  expect(csp.get('frame-src'), label).toContain('https://js.stripe.com')
  expect(csp.get('connect-src'), label).toContain('https://api.stripe.com')
  const maxAge = Number(/max-age=(\d+)/.exec(h.get('strict-transport-security') ?? '')?.[1])
  expect(maxAge, label).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  expect(h.get('x-content-type-options'), label).toBe('nosniff')
  expect(h.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  // The staff area's door scans tickets with this origin's camera; every other page has none.
  expect(h.get('permissions-policy'), label).toMatch(label.startsWith('/admin') ? /(^|, )camera=\(self\)(,|$)/ : /(^|, )camera=\(\)(,|$)/)
  expect(h.get('permissions-policy'), label).toMatch(/microphone=\(\)/)
  expect(h.get('x-frame-options'), label).toBe('DENY')
  return csp
}

describe('security headers on every kind of response', () => {
  it.each([
    ['a public page', '/about', 200],
    ['the 404 page', '/no-such-page', 404],
    ['an unknown event', '/events/999999', 404],
    ['Payload’s REST', '/cms/api/users/me', 200],
    ['the API', '/api/events', 200],
    ['an API 404', '/api/no/such/path', 404],
    ['an API 401', '/api/donations/list', 401],
    ['robots.txt', '/robots.txt', 200],
    ['a path that only looks like the staff area', '/ADMIN', 404],
    ['the donate form, served from the cache', '/donate', 200],
    ['Next’s files, missing', '/_next/static/missing.js', 404],
  ])('%s (%s)', async (label, path, status) => {
    // A policy the client sends along is never taken up.
    const response = await http(path, { headers: { 'Content-Security-Policy': "script-src 'nonce-chosenByClient'" } })
    expect(response.status).toBe(status)
    const csp = expectSecurityHeaders(response, label)
    // Cacheable pages carry the policy without a per-request nonce.
    expect(csp.get('script-src')?.some((source) => source.startsWith("'nonce-"))).toBe(false)
    expect(await response.text()).not.toContain('chosenByClient')
  })

  it('an API 422, and a static file with only the headers a file needs', async () => {
    expectSecurityHeaders(await postJson('/api/contact', { name: '' }), '422')
    const html = await (await http('/about')).text()
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0]
    expect(chunk).toBeDefined()
    const file = await http(chunk!)
    expect(file.status).toBe(200)
    // What a script file needs; the page-only headers (its policy, framing, features) are not sent.
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(file.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    for (const pageOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
      expect(file.headers.get(pageOnly), pageOnly).toBeNull()
    }
  })

  it.each([
    '/admin/login',
    '/admin',
    '/cms/login',
    '/cms/api',
    '/donate?success=true&payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y',
    '/donate/thank-you?payment_intent=pi_x&payment_intent_client_secret=pi_x_secret_y',
  ])('%s gets a strict policy with a fresh nonce on every request, carried by its scripts', async (path) => {
    const nonces: string[] = []
    for (let i = 0; i < 2; i++) {
      // A policy the client sends along must not choose the page's nonce.
      const response = await http(path, { headers: { 'Content-Security-Policy': "script-src 'nonce-chosenByClient'", 'X-Nonce': 'chosenByClient' } })
      expect(response.status).toBe(200)
      const scriptSrc = expectSecurityHeaders(response, path).get('script-src') ?? []
      expect(scriptSrc).toContain("'strict-dynamic'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/)
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
      nonces.push(nonce!)
    }
    expect(nonces[0]).not.toBe(nonces[1])
    expect(nonces).not.toContain('chosenByClient')
  })
})

describe('the colour-scheme client hint, for Payload’s admin alone', () => {
  const HINT_HEADERS = ['accept-ch', 'critical-ch']
  const variesOnHint = (response: Response) => /sec-ch-prefers-color-scheme/i.test(response.headers.get('vary') ?? '')

  it('/cms asks for it', async () => {
    const response = await http('/cms/login')
    expect(response.headers.get('accept-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
    expect(response.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('public pages, the staff area, /api and Next’s static files neither ask for it nor vary on it', async () => {
    const html = await (await http('/about')).text()
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0]
    expect(chunk).toBeDefined()
    for (const path of ['/', '/about', '/donate', '/admin/login', '/api/events', chunk!]) {
      const response = await http(path)
      expect(response.status, path).toBe(200)
      for (const name of HINT_HEADERS) expect(response.headers.get(name), `${path} ${name}`).toBeNull()
      expect(variesOnHint(response), path).toBe(false)
    }
  })
})
