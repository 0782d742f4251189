import { purchaseSponsorshipEndpoint } from '@/contracts/sponsors'
import { guardCheckout } from '@/server/http/checkoutGuard'
import { readIdempotencyKey } from '@/server/http/idempotency'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { purchaseSponsorship } from '@/server/services/sponsorships/purchase'

const HONEYPOT = 'We could not start this sponsorship. Please reload the page and try again.'

/** Holds a place of the tier and starts the card step; the webhook makes it paid (docs/tickets.md). */
export const POST = serve(purchaseSponsorshipEndpoint, async ({ payload, params, request, body }) => {
  const key = readIdempotencyKey(request) ?? null
  // The donate page's defenses first (honeypot, the card-testing guard): nothing is held when they refuse.
  const refused = await guardCheckout(payload, { website: body.website_url, donor_email: body.email, human_check: body.human_check }, key, HONEYPOT)
  if (refused) return refused
  const { website_url: _honeypot, human_check: _check, ...sponsor } = body
  return json(await purchaseSponsorship(payload, params.id, sponsor, key), { status: 201 })
})
