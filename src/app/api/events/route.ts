import { apiRoute } from '@/server/http/handler'
import { publicJson } from '@/server/http/respond'
import { getUpcomingEvents } from '@/server/queries/public'

// Served from Next's cache like the public pages (see src/app/(site)/layout.tsx).
export const revalidate = 30

/** Published events that have not ended, soonest first. */
export const GET = apiRoute(async () => publicJson(await getUpcomingEvents()))
