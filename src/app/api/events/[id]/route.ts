import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { json } from '@/server/http/respond'
import { getPublicEvent } from '@/server/services/events'

export const dynamic = 'force-dynamic'

export const GET = apiRoute<{ id: string }>(async (_request, { params }) => {
  const { id } = await params
  return json(await getPublicEvent(parseId(id)))
})

export { preflight as OPTIONS } from '@/server/http/cors'
