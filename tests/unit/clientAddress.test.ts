import { afterEach, describe, expect, it } from 'vitest'

import { clientAddress } from '@/server/http/clientAddress'
import { networkOf } from '@/server/http/network'
import { rateLimitSubject } from '@/server/http/rateLimit'

const request = (forwardedFor?: string) => new Request('http://site.test/api/contact', { headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor } })

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS
})

describe('clientAddress: the entry of X-Forwarded-For no client can choose', () => {
  it('without proxies, the peer the server appended (the last entry)', () => {
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9')
  })

  it('behind one proxy, the entry that proxy appended', () => {
    process.env.TRUSTED_PROXY_HOPS = '1'
    expect(clientAddress(request('6.6.6.6, 198.51.100.7, 10.0.0.2'))).toBe('198.51.100.7')
  })

  it('more hops than entries: the first entry', () => {
    process.env.TRUSTED_PROXY_HOPS = '5'
    expect(clientAddress(request('198.51.100.7, 10.0.0.2'))).toBe('198.51.100.7')
  })

  it('anything that is not an address is one shared "unknown"', () => {
    expect(clientAddress(request())).toBe('unknown')
    expect(clientAddress(request('not-an-ip'))).toBe('unknown')
    expect(clientAddress(request('1.2.3.4, unknown'))).toBe('unknown')
  })

  it('ignores a malformed TRUSTED_PROXY_HOPS', () => {
    process.env.TRUSTED_PROXY_HOPS = '-1'
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9')
    process.env.TRUSTED_PROXY_HOPS = 'two'
    expect(clientAddress(request('6.6.6.6, 203.0.113.9'))).toBe('203.0.113.9')
  })

  it('takes IPv6 addresses as they are', () => {
    expect(clientAddress(request('2001:db8::1'))).toBe('2001:db8::1')
  })
})

describe('rateLimitSubject: who a limit counts', () => {
  it('an IPv4 address as itself', () => {
    expect(rateLimitSubject('203.0.113.9')).toBe('203.0.113.9')
  })

  it('an IPv6 address by its /64, however it is written', () => {
    expect(rateLimitSubject('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
    expect(rateLimitSubject('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64')
    expect(rateLimitSubject('2001:db8::1')).toBe('2001:db8:0:0::/64')
  })

  it('anything else as itself', () => {
    expect(rateLimitSubject('unknown')).toBe('unknown')
  })
})

describe('networkOf: who counts once among a remembrance’s reporters', () => {
  it('an IPv6 address by its /56, the network many providers hand one home (256 /64s)', () => {
    expect(networkOf('2001:db8:25:7::a', 56)).toBe('2001:db8:25:0::/56')
    expect(networkOf('2001:db8:25:ff::1', 56)).toBe('2001:db8:25:0::/56')
    expect(networkOf('2001:db8:25:1ff::1', 56)).toBe('2001:db8:25:100::/56')
    expect(networkOf('2001:db8:25:7::a', 64)).toBe(rateLimitSubject('2001:db8:25:7::a'))
  })

  it('an IPv4 address, and anything else, as itself', () => {
    expect(networkOf('203.0.113.9', 56)).toBe('203.0.113.9')
    expect(networkOf('unknown', 56)).toBe('unknown')
  })
})
