import { apiRoute } from '@/server/http/handler'
import { readPageQuery } from '@/server/http/query'
import { json } from '@/server/http/respond'
import { listApprovedPhotos } from '@/server/services/gallery'

export const dynamic = 'force-dynamic'

/** Approved photos, newest first: `{id, url, title, description}`, url to a web-sized image. */
export const GET = apiRoute(async (request) => {
  const { skip, limit } = readPageQuery(request)
  const photos = await listApprovedPhotos(skip, limit ?? 100)
  return json(photos.map(({ id, url, title, description }) => ({ id, url, title, description })))
})

export { preflight as OPTIONS } from '@/server/http/cors'
