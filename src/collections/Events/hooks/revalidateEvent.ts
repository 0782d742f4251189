import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

/** After a change or a delete: the lists and the event's own page. */
export const revalidateEvent = expireTagsHook((doc) => [CACHE_TAGS.events, CACHE_TAGS.event(doc.id)])
