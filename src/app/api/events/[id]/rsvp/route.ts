import { after } from 'next/server'

import { json } from '@/server/http/respond'
import { serve } from '@/server/http/serve'
import { rsvpToEvent as registerForEvent } from '@/server/services/events'
import { sendRsvpConfirmation } from '@/server/services/rsvpConfirmation'

import { rsvpToEvent } from './endpoint'

export const POST = serve(rsvpToEvent, async ({ params, body }) => {
  const outcome = await registerForEvent(params.id, body)
  if (outcome.kind === 'external') return json({ external_url: outcome.url })
  // Only a new RSVP is confirmed by mail: sending the form again mails nobody twice.
  if (outcome.created) after(() => sendRsvpConfirmation(outcome.event, body))
  return json({ message: 'RSVP submitted successfully!' }, { status: outcome.created ? 201 : 200 })
})
