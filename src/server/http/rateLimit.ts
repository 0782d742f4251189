import 'server-only'

import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

import { TOO_MANY_ATTEMPTS_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '@/contracts/tooManyRequests'
import type { RateLimitBucket } from '@/contracts/endpoint'

import { countHit, type HitCount } from '../data/rateLimitHits'
import { clientAddress } from './clientAddress'
import { ApiError } from './errors'
import { networkOf } from './network'

const WINDOW_SECONDS = 60

/**
 * Who a limit counts: an IPv4 address, or an IPv6 /64 — one subscriber's network, in which a
 * client can pick any of 2^64 addresses.
 */
export const rateLimitSubject = (address: string): string => networkOf(address, 64)

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
 *
 * Candles: 60 per address a minute. A candle is one click per browser per day, but on the
 * anniversary many browsers share one address in the same minutes: a family's home, a memorial
 * service's or a school's Wi-Fi, a mobile carrier's shared address (CGNAT). The default 10 would
 * refuse the eleventh mourner in the room; 60 lets a roomful through. What it bounds is a script
 * without cookies, which adds at most 60 a minute from one address; a candle costs one small
 * write and holds nothing (no mail, no storage), so that is all the harm.
 */
const BUCKET_LIMITS: Partial<Record<RateLimitBucket, Limit>> = {
  'two-step': { hits: 30, windowSeconds: 15 * 60 },
  candle: { hits: 60, windowSeconds: WINDOW_SECONDS },
  // The door: several phones on the venue's one Wi-Fi address, a guest every few seconds each.
  'check-in': { hits: 240, windowSeconds: WINDOW_SECONDS },
  // Finding a tribute page as one types a name: a few letters a second.
  'tribute-search': { hits: 60, windowSeconds: WINDOW_SECONDS },
}

const limitOf = (bucket: string): Limit => BUCKET_LIMITS[bucket as RateLimitBucket] ?? { hits: limitPerMinute(), windowSeconds: WINDOW_SECONDS }

/** Where a request is counted: its client's key in the bucket, the window, and the most it may make there. */
export type RateLimitSlot = { key: string; windowSeconds: number; maxHits: number; long: boolean }

export function rateLimitSlot(request: Pick<Request, 'headers'>, bucket: string): RateLimitSlot {
  const limit = limitOf(bucket)
  const key = createHash('sha256')
    .update(`${bucket}|${rateLimitSubject(clientAddress(request))}`)
    .digest('base64url')
  return { key, windowSeconds: limit.windowSeconds, maxHits: limit.hits, long: limit.windowSeconds > WINDOW_SECONDS }
}

/** Whether a counted request went over its slot's limit. */
export const overLimit = (slot: RateLimitSlot, count: HitCount | undefined): boolean => Boolean(count && count.hits > slot.maxHits)

/** The 429 for a request over its limit, with Retry-After. */
export function tooManyRequests(slot: RateLimitSlot, count: HitCount | undefined): ApiError {
  const message = slot.long ? TOO_MANY_ATTEMPTS_MESSAGE : TOO_MANY_REQUESTS_MESSAGE
  return new ApiError(429, message, undefined, { 'Retry-After': String(Math.max(1, count?.retry_after ?? 1)) })
}

/**
 * Counts a request per client address and bucket in PostgreSQL (each key's window starts at its first request), so every app
 * instance shares the count.
 */
async function countRequest(payload: Payload, request: Pick<Request, 'headers'>, bucket: string) {
  const slot = rateLimitSlot(request, bucket)
  const count = await countHit(payload, slot.key, slot.windowSeconds)
  return { slot, count, over: overLimit(slot, count) }
}

/** A public request over its client's limit is refused: 429 with Retry-After. */
export async function enforceRateLimit(payload: Payload, request: Request, bucket: string): Promise<void> {
  const { slot, count, over } = await countRequest(payload, request, bucket)
  if (over) throw tooManyRequests(slot, count)
}

/**
 * For a page, which cannot answer 429: counts this request and says whether the client is still
 * within its limit, so the page can leave out the costly part (a call to Stripe) when it is not.
 */
export async function withinRateLimit(payload: Payload, request: Pick<Request, 'headers'>, bucket: RateLimitBucket): Promise<boolean> {
  return !(await countRequest(payload, request, bucket)).over
}
