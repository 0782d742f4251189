import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

export const revalidateSponsorTiers: CollectionAfterChangeHook & CollectionAfterDeleteHook = ({
  doc,
  context,
}) => {
  expireCacheTags([CACHE_TAGS.sponsors], context)
  return doc
}
