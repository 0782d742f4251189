import { serve } from '@/app/api/serve'
import { createEvent as addEvent, listAllEvents as allEvents } from '@/server/services/events'

import { createEvent, listAllEvents } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllEvents, async ({ payload, staff }) => allEvents(payload, staff))

export const POST = serve(createEvent, async ({ payload, staff, body }) => addEvent(payload, staff, body))
