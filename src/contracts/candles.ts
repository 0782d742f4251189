import * as z from 'zod/mini'

/**
 * The browser's note that it lit a candle today: the day ("2031-09-11", in SITE_TIME_ZONE),
 * expiring at the foundation's next midnight. Nothing secret: not HttpOnly, so the button can
 * read it and show the candle as lit.
 */
export const CANDLE_COOKIE = 'candle_lit'

/** Every candle lit so far. */
export const candleCountSchema = z.object({ count: z.number().check(z.int(), z.gte(0)) })
export type CandleCount = z.output<typeof candleCountSchema>

/** "1 candle lit", "1,234 candles lit": the button's words, and any page's that shows the count. */
export const candlesLitText = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'candle' : 'candles'} lit`

/**
 * What lighting a candle may send: nothing at all, or `website`, a field people never see or
 * fill (the honeypot: a candle with it filled is refused and not counted).
 */
export const lightCandleSchema = z.object({
  website: z.optional(z.string().check(z.maxLength(500))),
})

/** The answer to a filled honeypot: as plain as checkout's, telling a bot nothing. */
export const CANDLE_REFUSED = 'We could not light your candle. Please reload the page and try again.'
