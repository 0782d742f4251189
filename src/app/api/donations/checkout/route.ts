import { startCheckoutEndpoint } from '@/contracts/donations'
import { giftOf, guardCheckout } from '@/server/http/checkoutGuard'
import { readIdempotencyKey } from '@/server/http/idempotency'
import { serve } from '@/app/api/serve'
import { startCheckout, startCheckoutOnce } from '@/server/services/donations/checkout'

/**
 * Creates a pending donation and the Stripe objects behind it; answers the client secret. With an
 * Idempotency-Key, every copy of the request gets the first one's answer. The card-testing
 * defenses come first and create nothing when they refuse.
 */
export const POST = serve(startCheckoutEndpoint, async ({ payload, request, body }) => {
  const key = readIdempotencyKey(request)
  const refused = await guardCheckout(payload, body, key ?? null)
  if (refused) return refused
  const gift = giftOf(body)
  return key ? startCheckoutOnce(payload, gift, key) : startCheckout(payload, gift)
})
