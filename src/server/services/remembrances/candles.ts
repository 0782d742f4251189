import 'server-only'

import type { Payload } from 'payload'

import { CANDLE_COOKIE } from '@/lib/candles'
import { nextZonedMidnight, zonedDay } from '@/lib/dates'
import { servedOverHttps } from '@/lib/site-url'

import { type CandleLimit, candleCount, lightCandleWithin } from '../../data/candles'
import type { HitCount } from '../../data/rateLimitHits'

/** Every candle lit so far. */
export const countCandles = (payload: Payload): Promise<number> => candleCount(payload)

/** Whether the request's cookies say this browser lit a candle on `day`. */
function litOn(cookieHeader: string | null, day: string): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${CANDLE_COOKIE}=${day}`)
}

/**
 * The cookie that marks this browser's candle until the foundation's next midnight. Max-Age
 * counts from when the browser receives it, so a browser whose clock is wrong still forgets it at
 * our midnight; Expires says the same for the few that read only it.
 */
export function candleCookie(now = new Date()): string {
  const midnight = nextZonedMidnight(now)
  const seconds = Math.max(1, Math.ceil((midnight.getTime() - now.getTime()) / 1000))
  const secure = servedOverHttps() ? '; Secure' : ''
  return `${CANDLE_COOKIE}=${zonedDay(now)}; Path=/; Expires=${midnight.toUTCString()}; Max-Age=${seconds}; SameSite=Lax${secure}`
}

/** What came of a click: the count, and the cookie when this click lit a candle; or, over the client's rate limit, its count. */
export type CandleOutcome = { count: number; cookie?: string } | { over: HitCount | undefined }

/**
 * One candle per browser per day (a cookie, not an account): a browser whose cookie says today
 * gets the count and lights nothing (its request counted by `countRequest`); any other is counted
 * and, within `limit`, lights one in the same statement (committed before we answer) and gets the
 * count with it and the cookie. Without cookies (a script) every click counts; the rate limit per
 * address is what bounds those.
 */
export async function lightCandleOnce(payload: Payload, cookieHeader: string | null, limit: CandleLimit, countRequest: () => Promise<void>, now = new Date()): Promise<CandleOutcome> {
  if (litOn(cookieHeader, zonedDay(now))) {
    await countRequest()
    return { count: await candleCount(payload) }
  }
  const { hit, count } = await lightCandleWithin(payload, limit)
  return count === null ? { over: hit } : { count, cookie: candleCookie(now) }
}
