import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

type Photo = { status?: string | null }
type Changed = { doc: Photo; previousDoc?: Photo; context: { disableRevalidate?: unknown } }

/**
 * After a change or a delete: the gallery's pages and GET, but only for a photo the public sees or
 * saw (approved). A visitor's pending upload changes nothing public, so it leaves the cache alone.
 */
export const revalidateGallery = async <Args extends Changed>({ doc, previousDoc, context }: Args): Promise<Args['doc']> => {
  if (doc.status === 'approved' || previousDoc?.status === 'approved') await expireCacheTags([CACHE_TAGS.gallery], context)
  return doc
}
