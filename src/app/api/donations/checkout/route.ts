import { readIdempotencyKey } from '@/server/http/idempotency'
import { serve } from '@/server/http/serve'
import { startCheckout as createCheckout, startCheckoutOnce } from '@/server/services/checkout'

import { startCheckout } from './endpoint'

/**
 * Creates a pending donation and the Stripe objects behind it; answers the client secret. With an
 * Idempotency-Key, every copy of the request gets the first one's answer.
 */
export const POST = serve(startCheckout, async ({ request, body }) => {
  const key = readIdempotencyKey(request)
  return key ? startCheckoutOnce(body, key) : createCheckout(body)
})
