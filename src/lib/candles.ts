// What the candle button and the pages share, without the API's schemas (and zod with them): the
// wall stays a content page.

/**
 * The browser's note that it lit a candle today: the day ("2031-09-11", in SITE_TIME_ZONE),
 * expiring at the foundation's next midnight. Nothing secret: not HttpOnly, so the button can
 * read it and show the candle as lit.
 */
export const CANDLE_COOKIE = 'candle_lit'

/** "1 candle lit", "1,234 candles lit": the button's words, and any page's that shows the count. */
export const candlesLitText = (count: number): string => `${count.toLocaleString('en-US')} ${count === 1 ? 'candle' : 'candles'} lit`
