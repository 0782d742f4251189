import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

export const revalidateGallery: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({
  doc,
  context,
}) => {
  expireCacheTags([CACHE_TAGS.gallery], context)
  return doc
}
