import { serve } from '@/app/api/serve'
import { deleteEvent as removeEvent, updateEvent as saveEvent } from '@/server/services/events'

import { deleteEvent, updateEvent } from './endpoint'

export const PUT = serve(updateEvent, async ({ payload, staff, params, body }) => saveEvent(payload, staff, params.id, body))

export const DELETE = serve(deleteEvent, async ({ payload, staff, params }) => {
  await removeEvent(payload, staff, params.id)
  return { message: 'Event deleted successfully' }
})
