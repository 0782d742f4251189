import { apiRoute } from '@/server/http/handler'
import { readPageQuery } from '@/server/http/query'
import { publicJson } from '@/server/http/respond'
import { toPublicPhotos } from '@/server/queries/publicPhotos'
import { listApprovedPhotos } from '@/server/services/gallery'

/**
 * GET /api/gallery?skip=&limit= (rewritten here by next.config.mjs): one window of photos, read
 * per request, so the windows a stranger chooses never fill the cache.
 */
export const GET = apiRoute(async (request) => {
  const { skip, limit } = readPageQuery(request)
  return publicJson(toPublicPhotos(await listApprovedPhotos(skip, limit ?? 100)))
})
