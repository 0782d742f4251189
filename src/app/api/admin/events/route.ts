import { serve } from '@/server/http/serve'
import { createEvent as addEvent, listAllEvents as allEvents } from '@/server/services/events'

import { createEvent, listAllEvents } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllEvents, async ({ staff }) => allEvents(staff))

export const POST = serve(createEvent, async ({ staff, body }) => addEvent(staff, body))
