import { createEventEndpoint, listAllEventsEndpoint } from '@/contracts/events'
import { serve } from '@/app/api/serve'
import { createEvent, listAllEvents } from '@/server/services/events/events'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllEventsEndpoint, async ({ payload, staff }) => listAllEvents(payload, staff))

export const POST = serve(createEventEndpoint, async ({ payload, staff, body }) => createEvent(payload, staff, body))
