import { notFound, unauthenticated } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { openStoredFile } from '@/server/media'
import { SIGNED_LINK_REFUSED } from '@/server/signedMedia'
import { remembrancePhotoFile, verifyRemembrancePhotoSignature } from '@/server/services/remembrances'

import { signedRemembrancePhotoEndpoint } from './endpoint'

/** A remembrance's photo by signed URL, for the moderation screen. */
export const GET = serve(signedRemembrancePhotoEndpoint, async ({ payload, params: { id }, query }) => {
  if (!verifyRemembrancePhotoSignature(id, query.expires, query.signature)) throw unauthenticated(SIGNED_LINK_REFUSED)
  const photo = await remembrancePhotoFile(payload, id)
  const filename = photo?.sizes?.card?.filename ?? photo?.filename
  if (!photo || !filename) throw notFound()
  const file = await openStoredFile('remembrance-photos', photo, filename)
  if (!file) throw notFound()
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=3600' }
  if (file.size !== undefined) headers['Content-Length'] = String(file.size)
  return new Response(file.body, { headers })
})
