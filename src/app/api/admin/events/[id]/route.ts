import { deleteEventEndpoint, updateEventEndpoint } from '@/contracts/events'
import { serve } from '@/app/api/serve'
import { deleteEvent, updateEvent } from '@/server/services/events/events'

export const PUT = serve(updateEventEndpoint, async ({ payload, staff, params, body }) => updateEvent(payload, staff, params.id, body))

export const DELETE = serve(deleteEventEndpoint, async ({ payload, staff, params }) => {
  await deleteEvent(payload, staff, params.id)
  return { message: 'Event deleted successfully' }
})
