import { afterEach, describe, expect, it, vi } from 'vitest'

import { TOO_MANY_ATTEMPTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import { overLimit, rateLimitSlot, tooManyRequests } from '@/server/http/rateLimit'

// Where a public request is counted (src/server/http/rateLimit.ts; docs/security.md): one key per
// bucket and client (an IPv4 address, or an IPv6 /64), RATE_LIMIT_PER_MINUTE a minute (default 10),
// two-step codes 30 in 15 minutes, candles 60 a minute; over it, 429 with Retry-After.

const from = (address: string) => ({ headers: new Headers({ 'X-Forwarded-For': address }) })

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('rateLimitSlot: the key a request is counted under', () => {
  it('one client in one bucket is one key, whatever else the request says', () => {
    const a = rateLimitSlot(from('203.0.113.9'), 'contact')
    const b = rateLimitSlot({ headers: new Headers({ 'X-Forwarded-For': '203.0.113.9', 'User-Agent': 'other' }) }, 'contact')
    expect(a.key).toBe(b.key)
  })

  it('another bucket or another client is another key', () => {
    const keys = new Set([
      rateLimitSlot(from('203.0.113.9'), 'contact').key,
      rateLimitSlot(from('203.0.113.9'), 'rsvp').key,
      rateLimitSlot(from('203.0.113.10'), 'contact').key,
      rateLimitSlot(from('2001:db8:0:2::1'), 'contact').key,
    ])
    expect(keys.size).toBe(4)
  })

  it('every address of one IPv6 /64 is one client: a new address there is no new allowance', () => {
    const one = rateLimitSlot(from('2001:db8:0:1::1'), 'contact').key
    expect(rateLimitSlot(from('2001:db8:0:1:ffff:ffff:ffff:ffff'), 'contact').key).toBe(one)
    expect(rateLimitSlot(from('2001:db8:0:2::1'), 'contact').key).not.toBe(one)
  })

  it('a key names neither the address nor the bucket: it is a hash, the same length every time', () => {
    const slot = rateLimitSlot(from('203.0.113.9'), 'contact')
    expect(slot.key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(slot.key).not.toContain('203')
    expect(slot.key).not.toContain('contact')
  })

  it('requests without a readable address share one “unknown” key', () => {
    expect(rateLimitSlot({ headers: new Headers() }, 'contact').key).toBe(rateLimitSlot(from('not-an-ip'), 'contact').key)
  })
})

describe('rateLimitSlot: the limits', () => {
  it('by default, 10 a minute', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '')
    expect(rateLimitSlot(from('203.0.113.9'), 'contact')).toMatchObject({ windowSeconds: 60, maxHits: 10, long: false })
  })

  it('RATE_LIMIT_PER_MINUTE changes every bucket without a limit of its own; a value that is not a whole number above 0 is ignored', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '25')
    expect(rateLimitSlot(from('203.0.113.9'), 'contact').maxHits).toBe(25)
    for (const value of ['0', '-5', '2.5', 'many']) {
      vi.stubEnv('RATE_LIMIT_PER_MINUTE', value)
      expect(rateLimitSlot(from('203.0.113.9'), 'contact').maxHits, value).toBe(10)
    }
  })

  it('two-step codes: 30 in 15 minutes, whatever RATE_LIMIT_PER_MINUTE says, and a long window', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '1000')
    expect(rateLimitSlot(from('203.0.113.9'), 'two-step')).toMatchObject({ windowSeconds: 900, maxHits: 30, long: true })
  })

  it('candles: 60 a minute, so a roomful of mourners on one address gets through', () => {
    vi.stubEnv('RATE_LIMIT_PER_MINUTE', '5')
    expect(rateLimitSlot(from('203.0.113.9'), 'candle')).toMatchObject({ windowSeconds: 60, maxHits: 60, long: false })
  })
})

describe('overLimit and tooManyRequests: the answer past the limit', () => {
  const slot = rateLimitSlot(from('203.0.113.9'), 'contact')
  const long = rateLimitSlot(from('203.0.113.9'), 'two-step')

  it('the limit’s own last request is allowed; the one after it is over', () => {
    expect(overLimit(slot, { hits: slot.maxHits, retry_after: 30 })).toBe(false)
    expect(overLimit(slot, { hits: slot.maxHits + 1, retry_after: 30 })).toBe(true)
  })

  it('nothing counted is never over', () => {
    expect(overLimit(slot, undefined)).toBe(false)
  })

  it('429 with the seconds left in Retry-After, at least 1', () => {
    const error = tooManyRequests(slot, { hits: 11, retry_after: 42 })
    expect(error.status).toBe(429)
    expect(error.headers).toEqual({ 'Retry-After': '42' })
    expect(tooManyRequests(slot, { hits: 11, retry_after: 0 }).headers).toEqual({ 'Retry-After': '1' })
    expect(tooManyRequests(slot, undefined).headers).toEqual({ 'Retry-After': '1' })
  })

  it('a minute’s limit asks for a minute; a long one for a few minutes', () => {
    expect(tooManyRequests(slot, undefined).detail).toBe(TOO_MANY_REQUESTS_MESSAGE)
    expect(tooManyRequests(long, undefined).detail).toBe(TOO_MANY_ATTEMPTS_MESSAGE)
    expect(TOO_MANY_REQUESTS_MESSAGE).toBe('Too many requests. Please wait a minute and try again.')
  })
})
