import { PUBLIC_CACHE_CONTROL } from '@/lib/cache-policy.mjs'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { openStoredFile } from '@/server/media'
import { publishedRemembrancePhoto } from '@/server/services/remembrances'

import { remembrancePhotoEndpoint } from './endpoint'

/**
 * A published remembrance's photo: one pending or hidden is unknown here (404), as the remembrance
 * is. Kept by a CDN no longer than a public page, so a photo staff hide is gone within a minute.
 */
export const GET = serve(remembrancePhotoEndpoint, async ({ payload, params: { id } }) => {
  const photo = await publishedRemembrancePhoto(payload, id)
  const filename = photo?.sizes?.card?.filename ?? photo?.filename
  const file = photo && filename ? await openStoredFile('remembrance-photos', photo, filename) : null
  if (!file) throw notFound('No such photo.')
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': PUBLIC_CACHE_CONTROL }
  if (file.size !== undefined) headers['Content-Length'] = String(file.size)
  return new Response(file.body, { headers })
})
