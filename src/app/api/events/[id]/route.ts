import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { publicJson } from '@/server/http/respond'
import { getEvent } from '@/server/queries/public'

// Served from Next's cache like the public pages: each event on its first request.
export const revalidate = 30

export function generateStaticParams(): { id: string }[] {
  return []
}

export const GET = apiRoute<{ id: string }>(async (_request, { params }) => {
  const { id } = await params
  return publicJson(await getEvent(parseId(id)))
})
