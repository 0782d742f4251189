import 'server-only'

import { createHash } from 'node:crypto'
import { isIP } from 'node:net'

import type { RateLimitBucket } from '@/contracts/endpoint'

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

type Limit = { hits: number; windowSeconds: number }

/**
 * Buckets with a limit of their own; every other is RATE_LIMIT_PER_MINUTE a minute. Two-step codes:
 * 30 per address in 15 minutes, whatever RATE_LIMIT_PER_MINUTE says: a guesser who has the
 * password gets 429 after 30 codes, while the lock-out (loginGuard) stays per email and device,
 * so the owner's own browser still signs in.
 */
const BUCKET_LIMITS: Partial<Record<RateLimitBucket, Limit>> = {
  'two-step': { hits: 30, windowSeconds: 15 * 60 },
}

const limitOf = (bucket: string): Limit => BUCKET_LIMITS[bucket as RateLimitBucket] ?? { hits: limitPerMinute(), windowSeconds: WINDOW_SECONDS }

/**
 * Counts a public POST per client address and endpoint in PostgreSQL (fixed one-minute windows),
 * so every app instance shares the count. Over the limit: 429 with Retry-After.
 */
export async function enforceRateLimit(request: Request, endpoint: string): Promise<void> {
  const limit = limitOf(endpoint)
  const key = createHash('sha256').update(`${endpoint}|${rateLimitSubject(clientAddress(request))}`).digest('base64url')
  const row = await countHit(key, limit.windowSeconds)
  if (row && row.hits > limit.hits) {
    const retryAfter = Math.max(1, row.retry_after)
    throw new ApiError(429, limit.windowSeconds > WINDOW_SECONDS ? 'Too many attempts. Please wait a few minutes and try again.' : 'Too many requests. Please wait a minute and try again.', undefined, {
      'Retry-After': String(retryAfter),
    })
  }
}
