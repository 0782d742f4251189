import * as z from 'zod/mini'

/** Every candle lit so far. */
export const candleCountSchema = z.object({ count: z.number().check(z.int(), z.gte(0)) })

/**
 * What lighting a candle may send: nothing at all, or `website`, a field people never see or
 * fill (the honeypot: a candle with it filled is refused and not counted).
 */
export const lightCandleSchema = z.object({
  website: z.optional(z.string().check(z.maxLength(500))),
})

/** The answer to a filled honeypot: as plain as checkout's, telling a bot nothing. */
export const CANDLE_REFUSED = 'We could not light your candle. Please reload the page and try again.'
