import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { publicJson } from '@/server/http/respond'
import { getEvent } from '@/server/queries/public'

export const GET = apiRoute<{ id: string }>(async (_request, { params }) => {
  const { id } = await params
  return publicJson(await getEvent(parseId(id)))
})

export { preflight as OPTIONS } from '@/server/http/cors'
