import { serve } from '@/app/api/serve'
import { listAttendees } from '@/server/services/attendees'

import { listEventAttendees } from './endpoint'

export const GET = serve(listEventAttendees, async ({ payload, staff, params }) => listAttendees(payload, staff, params.id))
