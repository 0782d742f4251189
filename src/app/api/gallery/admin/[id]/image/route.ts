import { signedPhotoFileEndpoint } from '@/contracts/gallery'
import { notFound } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { fileResponse } from '@/server/http/respond'
import { openStoredFile } from '@/server/media'

/** A photo's file by signed link (serve() has checked it), for the staff moderation screen. */
export const GET = serve(signedPhotoFileEndpoint, async ({ payload, params: { id }, query: { variant } }) => {
  const photo = await payload.findByID({ collection: 'gallery-photos', id, depth: 0, disableErrors: true })
  const filename = variant === 'original' ? photo?.filename : (photo?.sizes?.[variant]?.filename ?? photo?.filename)
  if (!photo || !filename) throw notFound()
  const file = await openStoredFile('gallery-photos', photo, filename)
  if (!file) throw notFound()
  return fileResponse({ ...file, caching: 'signed-link' })
})
