import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { mediaRoot } from '@/lib/paths'
import { notFound, unauthorized } from '@/server/http/errors'
import { apiRoute } from '@/server/http/handler'
import { parseId } from '@/server/http/params'
import { verifyPhotoSignature } from '@/server/http/signedMedia'
import { getPayloadClient } from '@/server/payload'

const TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' }

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
  const file = path.join(mediaRoot(), 'gallery', path.basename(filename))
  const info = await stat(file).catch(() => null)
  if (!info) throw notFound()
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: { 'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', 'Content-Length': String(info.size), 'Cache-Control': 'private, max-age=3600' },
  })
})
