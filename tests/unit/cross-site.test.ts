import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { CROSS_SITE_REFUSED, refuseCrossSite } from '@/server/http/crossSite'

// Which browser requests the endpoints sent without a preflight refuse (src/server/http/crossSite.ts).

const saved = { SITE_URL: process.env.SITE_URL, CORS_ORIGINS: process.env.CORS_ORIGINS }
beforeEach(() => {
  process.env.SITE_URL = 'https://fromlosstolight.example.org/'
  process.env.CORS_ORIGINS = 'https://app.example.org'
})
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

const verdict = (headers: Record<string, string>): 'let through' | string => {
  try {
    refuseCrossSite({ headers: new Headers(headers) })
    return 'let through'
  } catch (error) {
    return `${(error as { status: number }).status} ${(error as Error).message}`
  }
}
const refused = `403 ${CROSS_SITE_REFUSED}`

describe('refuseCrossSite', () => {
  it('refuses another site’s page by Sec-Fetch-Site', () => {
    expect(verdict({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' })).toBe(refused)
    expect(verdict({ 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.fromlosstolight.example.org' })).toBe(refused)
  })

  it('without Sec-Fetch-Site (Safari before 16.4), by a foreign Origin, an opaque one included', () => {
    expect(verdict({ Origin: 'http://evil.example' })).toBe(refused)
    expect(verdict({ Origin: 'null' })).toBe(refused)
    expect(verdict({ Origin: 'http://fromlosstolight.example.org' })).toBe(refused) // not our scheme
  })

  it('a foreign Origin whatever Sec-Fetch-Site claims', () => {
    expect(verdict({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://evil.example' })).toBe(refused)
  })

  it('lets through our own pages, the origins CORS_ORIGINS allows, and clients that are not browsers', () => {
    expect(verdict({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://fromlosstolight.example.org' })).toBe('let through')
    expect(verdict({ Origin: 'https://fromlosstolight.example.org' })).toBe('let through')
    expect(verdict({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://app.example.org' })).toBe('let through')
    expect(verdict({ Origin: 'https://app.example.org' })).toBe('let through')
    expect(verdict({ 'Sec-Fetch-Site': 'none' })).toBe('let through')
    expect(verdict({})).toBe('let through')
  })
})
