import { CANDLE_REFUSED, candlesLitEndpoint, lightCandleEndpoint } from '@/contracts/candles'
import { ApiError } from '@/server/http/errors'
import { enforceRateLimit, rateLimitSlot, tooManyRequests } from '@/server/http/rateLimit'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { countCandles, lightCandleOnce } from '@/server/services/remembrances/candles'

// The count changes with every click; it is a sum of at most 32 rows, cheaper than a cache entry.
export const dynamic = 'force-dynamic'

export const GET = serve(candlesLitEndpoint, async ({ payload }) => ({ count: await countCandles(payload) }))

/**
 * 201 and the cookie when this click lit a candle; 200 when the browser already lit today's. The
 * endpoint counts its own rate limit: in the candle's statement when it lights one.
 */
export const POST = serve(lightCandleEndpoint, async ({ payload, request, body }) => {
  const countRequest = () => enforceRateLimit(payload, request, 'candle')
  if (body.website) {
    await countRequest()
    throw new ApiError(400, CANDLE_REFUSED)
  }
  const limit = rateLimitSlot(request, 'candle')
  const outcome = await lightCandleOnce(payload, request.headers.get('cookie'), limit, countRequest)
  if ('over' in outcome) throw tooManyRequests(limit, outcome.over)
  if (!outcome.cookie) return json({ count: outcome.count }, { status: 200 })
  return json({ count: outcome.count }, { status: 201, headers: { 'Set-Cookie': outcome.cookie } })
})
