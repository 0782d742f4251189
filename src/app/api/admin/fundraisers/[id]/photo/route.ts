import { signedFundraiserPhotoEndpoint } from '@/contracts/fundraisers'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openPhotoCard } from '@/server/media'
import { fundraiserPhotoFile } from '@/server/services/fundraisers/fundraiserReview'

/** A fundraiser's photo by signed link (serve() has checked it), for the staff review screen. */
export const GET = serve(signedFundraiserPhotoEndpoint, async ({ payload, params: { id } }) => {
  const file = await openPhotoCard('campaign-images', await fundraiserPhotoFile(payload, id))
  if (!file) throw notFound()
  return fileResponse({ ...file, caching: 'signed-link' })
})
