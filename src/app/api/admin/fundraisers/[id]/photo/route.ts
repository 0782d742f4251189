import { notFound, unauthenticated } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { openStoredFile } from '@/server/media'
import { SIGNED_LINK_REFUSED } from '@/server/signedMedia'
import { fundraiserPhotoFile, verifyFundraiserPhotoSignature } from '@/server/services/fundraisers'

import { signedFundraiserPhotoEndpoint } from './endpoint'

/** A fundraiser's photo by signed URL (see signedFundraiserPhotoUrl), for the staff review screen. */
export const GET = serve(signedFundraiserPhotoEndpoint, async ({ payload, params: { id }, query }) => {
  if (!verifyFundraiserPhotoSignature(id, query.expires, query.signature)) throw unauthenticated(SIGNED_LINK_REFUSED)
  const photo = await fundraiserPhotoFile(payload, id)
  const filename = photo?.sizes?.card?.filename ?? photo?.filename
  if (!photo || !filename) throw notFound()
  const file = await openStoredFile('campaign-images', photo, filename)
  if (!file) throw notFound()
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=3600' }
  if (file.size !== undefined) headers['Content-Length'] = String(file.size)
  return new Response(file.body, { headers })
})
