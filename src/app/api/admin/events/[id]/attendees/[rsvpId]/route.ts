import { serve } from '@/server/http/serve'
import { removeAttendee } from '@/server/services/attendees'

import { removeEventAttendee } from './endpoint'

export const DELETE = serve(removeEventAttendee, async ({ staff, params }) => {
  await removeAttendee(staff, params.id, params.rsvpId)
  return { message: 'Attendee removed' }
})
