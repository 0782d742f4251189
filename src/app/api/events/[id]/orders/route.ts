import { ORDER_HONEYPOT, orderTicketsEndpoint } from '@/contracts/tickets'
import { guardCheckout } from '@/server/http/checkoutGuard'
import { readIdempotencyKey } from '@/server/http/idempotency'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { orderTickets } from '@/server/services/tickets/ticketOrders'

/** Holds the seats and starts the card step; the webhook issues the tickets (docs/tickets.md). */
export const POST = serve(orderTicketsEndpoint, async ({ payload, params, request, body }) => {
  const key = readIdempotencyKey(request) ?? null
  // The donate page's defenses first (honeypot, the card-testing guard): nothing is held when they refuse.
  const refused = await guardCheckout(payload, { website: body.website, donor_email: body.email, human_check: body.human_check }, key, ORDER_HONEYPOT)
  if (refused) return refused
  const { website: _website, human_check: _check, offer, ...order } = body
  const outcome = await orderTickets(payload, params.id, order, key, offer)
  if (outcome.kind === 'too-few') return json({ detail: outcome.detail, remaining: outcome.remaining }, { status: 409 })
  const { kind: _kind, ...started } = outcome
  return json(started, { status: 201 })
})
