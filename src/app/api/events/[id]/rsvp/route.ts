import { rsvpSchema } from '@/contracts/rsvp'
import { readJson } from '@/server/http/body'
import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { json } from '@/server/http/respond'
import { rsvpToEvent } from '@/server/services/events'

export const POST = apiRoute<{ id: string }>(async (request, { params }) => {
  const eventId = parseId((await params).id)
  await enforceRateLimit(request, 'rsvp')
  const input = await readJson(request, rsvpSchema)
  const outcome = await rsvpToEvent(eventId, input)
  if (outcome.kind === 'external') return json({ external_url: outcome.url })
  return json({ message: 'RSVP submitted successfully!' }, { status: outcome.created ? 201 : 200 })
})
