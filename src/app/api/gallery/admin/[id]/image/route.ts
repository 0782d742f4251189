import { notFound, unauthorized } from '@/server/http/errors'
import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { verifyPhotoSignature } from '@/server/http/signedMedia'
import { openPhotoFile } from '@/server/media'
import { getPayloadClient } from '@/server/payload'

/** A photo's file by signed URL (see signedPhotoUrl), for the staff moderation screen. */
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const id = parseId((await params).id)
  const query = new URL(request.url).searchParams
  const variant = query.get('variant') ?? ''
  if (!verifyPhotoSignature(id, variant, query.get('expires') ?? '', query.get('signature') ?? '')) throw unauthorized('This image link has expired.')
  const payload = await getPayloadClient()
  const photo = await payload.findByID({ collection: 'gallery-photos', id, depth: 0, disableErrors: true })
  const filename = variant === 'original' ? photo?.filename : photo?.sizes?.[variant as 'thumbnail' | 'large']?.filename ?? photo?.filename
  if (!photo || !filename) throw notFound()
  const file = await openPhotoFile(photo, filename)
  if (!file) throw notFound()
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': 'private, max-age=3600' }
  if (file.size !== undefined) headers['Content-Length'] = String(file.size)
  return new Response(file.body, { headers })
})
