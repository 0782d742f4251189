import { listApprovedPhotosEndpoint } from '@/contracts/gallery'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getGalleryPhotos } from '@/server/queries/public'
import { toPublicPhotos } from '@/server/queries/publicPhotos'

// Served from Next's cache like the public pages. A request with ?skip= or ?limit= is answered by
// ../window instead (next.config.mjs rewrites it): a cached answer cannot read the query.
export const revalidate = 30

/** The newest approved photos: `{id, url, title, description}`, url to a web-sized image. */
export const GET = serve(listApprovedPhotosEndpoint, async () => toPublicPhotos(await getGalleryPhotos(getPayloadClient, 100)))
