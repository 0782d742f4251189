import { checkoutSchema } from '@/contracts/donations'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json } from '@/server/http/respond'
import { startCheckout } from '@/server/services/checkout'

/** Creates a pending donation and the Stripe objects behind it; answers the client secret. */
export const POST = apiRoute(async (request) => {
  await enforceRateLimit(request, 'checkout')
  const input = await readJson(request, checkoutSchema)
  return json(await startCheckout(input), { status: 201 })
})
