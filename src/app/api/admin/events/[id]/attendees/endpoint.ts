import * as z from 'zod/mini'

import { attendeeSchema } from '@/contracts/attendees'
import { defineEndpoint } from '@/contracts/endpoint'

export const listEventAttendeesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/events/{id}/attendees',
  summary: 'Who RSVPed for an event (name, email, when), in the order they did',
  access: 'staff',
  role: 'content',
  output: z.array(attendeeSchema),
})
