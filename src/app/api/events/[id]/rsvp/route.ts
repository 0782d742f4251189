import { rsvpToEventEndpoint } from '@/contracts/rsvp'
import { json } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { rsvpToEvent } from '@/server/services/events/events'

/** A new RSVP's confirmation mail is queued with it (src/collections/Rsvps/hooks). */
export const POST = serve(rsvpToEventEndpoint, async ({ payload, params, body }) => {
  const outcome = await rsvpToEvent(payload, params.id, body)
  if (outcome.kind === 'external') return json({ external_url: outcome.url })
  return json({ message: 'RSVP submitted successfully!' }, { status: outcome.created ? 201 : 200 })
})
