import { apiRoute } from '@/server/http/handler'
import { readPageQuery } from '@/server/http/query'
import { publicJson } from '@/server/http/respond'
import { getGalleryPhotos } from '@/server/queries/public'

/** Approved photos, newest first: `{id, url, title, description}`, url to a web-sized image. */
export const GET = apiRoute(async (request) => {
  const { skip, limit } = readPageQuery(request)
  const photos = await getGalleryPhotos(skip, limit ?? 100)
  return publicJson(photos.map(({ id, url, title, description }) => ({ id, url, title, description })))
})

export { preflight as OPTIONS } from '@/server/http/cors'
