import { serve } from '@/server/http/serve'
import { deleteEvent as removeEvent, updateEvent as saveEvent } from '@/server/services/events'

import { deleteEvent, updateEvent } from './endpoint'

export const PUT = serve(updateEvent, async ({ staff, params, body }) => saveEvent(staff, params.id, body))

export const DELETE = serve(deleteEvent, async ({ staff, params }) => {
  await removeEvent(staff, params.id)
  return { message: 'Event deleted successfully' }
})
