import { signedRemembrancePhotoEndpoint } from '@/contracts/remembrances'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openPhotoCard } from '@/server/media'
import { remembrancePhotoFile } from '@/server/services/remembrances/remembrances'

/** A remembrance's photo by signed link (serve() has checked it), for the moderation screen. */
export const GET = serve(signedRemembrancePhotoEndpoint, async ({ payload, params: { id } }) => {
  const file = await openPhotoCard('remembrance-photos', await remembrancePhotoFile(payload, id))
  if (!file) throw notFound()
  return fileResponse({ ...file, caching: 'signed-link' })
})
