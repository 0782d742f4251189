import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { listUpcomingEvents } from '@/server/services/events'

export const dynamic = 'force-dynamic'

/** Published events that have not ended, soonest first. */
export const GET = apiRoute(async () => json(await listUpcomingEvents()))

export { preflight as OPTIONS } from '@/server/http/cors'
