import * as z from 'zod/mini'

import { defineEndpoint } from './endpoint'

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

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const candlesLitEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/candles',
  summary: 'How many candles have been lit on the remembrance wall (read per request: a sum of a few rows)',
  access: 'public',
  output: candleCountSchema,
})

export const lightCandleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/candles',
  summary:
    'Light a candle: one per browser per day (the `candle_lit` cookie, the day in SITE_TIME_ZONE, expiring at the next midnight there). Answers the count with this candle in it, and the cookie',
  access: 'public',
  rateLimit: 'candle',
  rateLimitCountedByHandler: true,
  body: lightCandleSchema,
  bodyOptional: true,
  status: 201,
  output: candleCountSchema,
  answers: {
    200: { description: 'This browser’s cookie says it lit its candle today: nothing counted, the count as it stands', schema: candleCountSchema },
    400: { description: 'The hidden `website` field filled in (nothing counted), or a body that is not a JSON object' },
  },
})
