import { listEventAttendeesEndpoint } from '@/contracts/attendees'
import { serve } from '@/app/api/serve'
import { listAttendees } from '@/server/services/events/attendees'

export const GET = serve(listEventAttendeesEndpoint, async ({ payload, staff, params }) => listAttendees(payload, staff, params.id))
