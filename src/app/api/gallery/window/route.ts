import { apiRoute } from '@/server/http/handler'
import { readPageQuery } from '@/server/http/query'
import { publicJson } from '@/server/http/respond'
import { getGalleryPhotos } from '@/server/queries/public'
import { toPublicPhotos } from '@/server/queries/publicPhotos'

/** GET /api/gallery?skip=&limit= (rewritten here by next.config.mjs): one window of photos. */
export const GET = apiRoute(async (request) => {
  const { skip, limit } = readPageQuery(request)
  return publicJson(toPublicPhotos(await getGalleryPhotos(skip, limit ?? 100)))
})
