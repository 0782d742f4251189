import { CANDLE_REFUSED } from '@/contracts/candles'
import { ApiError } from '@/server/http/errors'
import { json } from '@/server/http/respond'
import { serve } from '@/server/http/serve'
import { countCandles, lightCandleOnce } from '@/server/services/candles'

import { candlesLit, lightCandle } from './endpoint'

// The count changes with every click; it is a sum of at most 32 rows, cheaper than a cache entry.
export const dynamic = 'force-dynamic'

export const GET = serve(candlesLit, async () => ({ count: await countCandles() }))

/** 201 and the cookie when this click lit a candle; 200 when the browser already lit today's. */
export const POST = serve(lightCandle, async ({ request, body }) => {
  if (body.website) throw new ApiError(400, CANDLE_REFUSED)
  const { count, cookie } = await lightCandleOnce(request.headers.get('cookie'))
  if (!cookie) return json({ count }, { status: 200 })
  return json({ count }, { status: 201, headers: { 'Set-Cookie': cookie } })
})
