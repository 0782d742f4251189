import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'

export const removeEventAttendeeEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/events/{id}/attendees/{rsvpId}',
  summary: 'Remove an attendee from an event (their place becomes free again)',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})
