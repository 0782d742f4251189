import { serve } from '@/server/http/serve'
import { listAttendees } from '@/server/services/attendees'

import { listEventAttendees } from './endpoint'

export const GET = serve(listEventAttendees, async ({ staff, params }) => listAttendees(staff, params.id))
