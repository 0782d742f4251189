import { signedFundraiserPhotoEndpoint } from '@/contracts/fundraisers'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openStoredFile } from '@/server/media'
import { fundraiserPhotoFile } from '@/server/services/fundraisers/fundraiserReview'

/** A fundraiser's photo by signed link (serve() has checked it), for the staff review screen. */
export const GET = serve(signedFundraiserPhotoEndpoint, async ({ payload, params: { id } }) => {
  const photo = await fundraiserPhotoFile(payload, id)
  const filename = photo?.sizes?.card?.filename ?? photo?.filename
  if (!photo || !filename) throw notFound()
  const file = await openStoredFile('campaign-images', photo, filename)
  if (!file) throw notFound()
  return fileResponse({ ...file, caching: 'signed-link' })
})
