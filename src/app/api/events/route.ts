import { listUpcomingEventsEndpoint } from '@/contracts/events'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getUpcomingEvents } from '@/server/queries/public'

// Served from Next's cache like the public pages (see src/app/(site)/layout.tsx).
export const revalidate = 30

export const GET = serve(listUpcomingEventsEndpoint, async () => getUpcomingEvents(getPayloadClient))
