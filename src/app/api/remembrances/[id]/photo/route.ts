import { remembrancePhotoEndpoint } from '@/contracts/remembrances'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openPhotoCard } from '@/server/media'
import { publishedRemembrancePhoto } from '@/server/services/remembrances/remembrances'

/**
 * A published remembrance's photo: one pending or hidden is unknown here (404), as the remembrance
 * is. Kept by a CDN no longer than a public page, so a photo staff hide is gone within a minute.
 */
export const GET = serve(remembrancePhotoEndpoint, async ({ payload, params: { id } }) => {
  const file = await openPhotoCard('remembrance-photos', await publishedRemembrancePhoto(payload, id))
  if (!file) throw notFound('No such photo.')
  return fileResponse({ ...file, caching: 'public' })
})
