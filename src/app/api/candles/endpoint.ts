import { candleCountSchema, lightCandleSchema } from '@/contracts/candles'
import { defineEndpoint } from '@/contracts/endpoint'

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
