import { approvedPhotoWindowEndpoint } from '@/contracts/gallery'
import { publicJson } from '@/server/http/respond'
import { serve } from '@/app/api/serve'
import { toPublicPhotos } from '@/server/queries/publicPhotos'
import { listApprovedPhotos } from '@/server/services/media/gallery'

/**
 * GET /api/gallery?skip=&limit= (rewritten here by next.config.mjs): one window of photos, read
 * per request, so the windows a stranger chooses never fill the cache; a CDN may keep it.
 */
export const GET = serve(approvedPhotoWindowEndpoint, async ({ payload, query }) => publicJson(toPublicPhotos(await listApprovedPhotos(payload, query.skip, query.limit ?? 100))))
