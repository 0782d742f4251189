import { remembrancePhotoEndpoint } from '@/contracts/remembrances'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openStoredFile } from '@/server/media'
import { publishedRemembrancePhoto } from '@/server/services/remembrances/remembrances'

/**
 * A published remembrance's photo: one pending or hidden is unknown here (404), as the remembrance
 * is. Kept by a CDN no longer than a public page, so a photo staff hide is gone within a minute.
 */
export const GET = serve(remembrancePhotoEndpoint, async ({ payload, params: { id } }) => {
  const photo = await publishedRemembrancePhoto(payload, id)
  const filename = photo?.sizes?.card?.filename ?? photo?.filename
  const file = photo && filename ? await openStoredFile('remembrance-photos', photo, filename) : null
  if (!file) throw notFound('No such photo.')
  return fileResponse({ ...file, caching: 'public' })
})
