import { apiRoute } from '@/server/http/handler'
import { json } from '@/server/http/respond'
import { listActiveTiers } from '@/server/services/sponsors'

export const dynamic = 'force-dynamic'

export const GET = apiRoute(async () => json(await listActiveTiers()))

export { preflight as OPTIONS } from '@/server/http/cors'
