import { serve } from '@/server/http/serve'
import { startCheckout as createCheckout } from '@/server/services/checkout'

import { startCheckout } from './endpoint'

/** Creates a pending donation and the Stripe objects behind it; answers the client secret. */
export const POST = serve(startCheckout, async ({ body }) => createCheckout(body))
