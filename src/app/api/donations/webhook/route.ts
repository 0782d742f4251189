import { receiveStripeEventEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { applyStripeEvent } from '@/server/services/stripe/stripeWebhook'

/** serve() has verified Stripe's signature over the raw body; the event is applied once. */
export const POST = serve(receiveStripeEventEndpoint, async ({ payload, event }) => ({
  received: true as const,
  outcome: await applyStripeEvent(payload, event),
}))
