import { apiRoute } from '@/server/http/handler'
import { publicJson } from '@/server/http/respond'
import { getSponsorTiers } from '@/server/queries/public'

export const GET = apiRoute(async () => publicJson(await getSponsorTiers()))

export { preflight as OPTIONS } from '@/server/http/cors'
