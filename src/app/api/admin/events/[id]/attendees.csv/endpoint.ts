import { defineEndpoint } from '@/contracts/endpoint'

export const exportEventAttendeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/attendees.csv',
  summary: 'An event’s attendee list as CSV (Name, Email, RSVP date; cells never read as formulas)',
  access: 'staff',
  role: 'content',
  file: { contentType: 'text/csv', description: 'CSV file, named event-{id}-attendees.csv' },
})
