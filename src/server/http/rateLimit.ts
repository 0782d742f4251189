import 'server-only'

import { createHash } from 'node:crypto'
import { isIP } from 'node:net'

import { countHit } from '../data/rateLimitHits'
import { clientAddress } from './clientAddress'
import { ApiError } from './errors'

const WINDOW_SECONDS = 60

/** Eight 16-bit groups of an IPv6 address (`::` expanded), or undefined for anything else. */
function ipv6Groups(address: string): string[] | undefined {
  if (isIP(address) !== 6 || address.includes('.')) return undefined
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<string>(missing).fill('0'), ...right]
}

/**
 * Who a limit counts: an IPv4 address, or an IPv6 /64 — one subscriber's network, in which a
 * client can pick any of 2^64 addresses.
 */
export function rateLimitSubject(address: string): string {
  const groups = ipv6Groups(address)
  return groups ? `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64` : address
}

const limitPerMinute = (): number => {
  const configured = Number(process.env.RATE_LIMIT_PER_MINUTE)
  return Number.isInteger(configured) && configured > 0 ? configured : 10
}

/**
 * Counts a public POST per client address and endpoint in PostgreSQL (fixed one-minute windows),
 * so every app instance shares the count. Over the limit: 429 with Retry-After.
 */
export async function enforceRateLimit(request: Request, endpoint: string): Promise<void> {
  const key = createHash('sha256').update(`${endpoint}|${rateLimitSubject(clientAddress(request))}`).digest('base64url')
  const row = await countHit(key, WINDOW_SECONDS)
  if (row && row.hits > limitPerMinute()) {
    const retryAfter = Math.max(1, row.retry_after)
    throw new ApiError(429, 'Too many requests. Please wait a minute and try again.', undefined, {
      'Retry-After': String(retryAfter),
    })
  }
}
