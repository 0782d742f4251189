import { apiRoute } from '@/server/http/handler'
import { publicJson } from '@/server/http/respond'
import { getUpcomingEvents } from '@/server/queries/public'

/** Published events that have not ended, soonest first, from Next's cache. */
export const GET = apiRoute(async () => publicJson(await getUpcomingEvents()))

export { preflight as OPTIONS } from '@/server/http/cors'
