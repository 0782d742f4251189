import { joinWaitlistEndpoint } from '@/contracts/waitlist'
import { refuseHoneypot } from '@/server/http/honeypot'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { joinWaitlist } from '@/server/services/tickets/waitlist'

/** Waits for a sold-out ticket: one answer for everyone (docs/tickets.md "The waitlist"). */
export const POST = serve(joinWaitlistEndpoint, async ({ payload, params, body }) => {
  refuseHoneypot(body)
  const { website: _website, ...entry } = body
  const outcome = await joinWaitlist(payload, params.id, entry)
  if ('kind' in outcome) return json({ detail: outcome.detail, remaining: outcome.remaining }, { status: 409 })
  return json(outcome, { status: 202 })
})
