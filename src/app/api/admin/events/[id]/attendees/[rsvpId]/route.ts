import { removeEventAttendeeEndpoint } from '@/contracts/attendees'
import { serve } from '@/app/api/serve'
import { removeAttendee } from '@/server/services/events/attendees'

export const DELETE = serve(removeEventAttendeeEndpoint, async ({ payload, staff, params }) => {
  await removeAttendee(payload, staff, params.id, params.rsvpId)
  return { message: 'Attendee removed' }
})
