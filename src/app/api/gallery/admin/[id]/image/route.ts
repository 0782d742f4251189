import { notFound, unauthenticated } from '@/server/domain/errors'
import { serve } from '@/app/api/serve'
import { openStoredFile } from '@/server/media'
import { SIGNED_LINK_REFUSED, verifyPhotoSignature } from '@/server/signedMedia'

import { signedPhotoFileEndpoint } from './endpoint'

/** A photo's file by signed URL (see signedPhotoUrl), for the staff moderation screen. */
export const GET = serve(signedPhotoFileEndpoint, async ({ payload, params: { id }, query }) => {
  const { variant, expires, signature } = query
  if (!verifyPhotoSignature(id, variant, String(expires), signature)) throw unauthenticated(SIGNED_LINK_REFUSED)
  const photo = await payload.findByID({ collection: 'gallery-photos', id, depth: 0, disableErrors: true })
  const filename = variant === 'original' ? photo?.filename : (photo?.sizes?.[variant]?.filename ?? photo?.filename)
  if (!photo || !filename) throw notFound()
  const file = await openStoredFile('gallery-photos', photo, filename)
  if (!file) throw notFound()
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=3600' }
  if (file.size !== undefined) headers['Content-Length'] = String(file.size)
  return new Response(file.body, { headers })
})
