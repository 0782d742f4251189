import 'server-only'

import { CANDLE_COOKIE } from '@/lib/candles'
import { nextZonedMidnight, zonedDay } from '@/lib/dates'
import { servedOverHttps } from '@/lib/site-url'

import { candleCount, lightCandle } from '../data/candles'

/** Every candle lit so far. */
export const countCandles = (): Promise<number> => candleCount()

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

/** What came of a click: the count, and the cookie when this click lit a candle. */
export type CandleOutcome = { count: number; cookie?: string }

/**
 * One candle per browser per day (a cookie, not an account): a browser whose cookie says today
 * gets the count and lights nothing; any other lights one (committed before we answer) and gets
 * the count with it and the cookie. Without cookies (a script) every click counts; the rate limit
 * per address is what bounds those.
 */
export async function lightCandleOnce(cookieHeader: string | null, now = new Date()): Promise<CandleOutcome> {
  if (litOn(cookieHeader, zonedDay(now))) return { count: await candleCount() }
  return { count: await lightCandle(), cookie: candleCookie(now) }
}
