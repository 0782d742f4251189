import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireTagsHook } from '@/lib/revalidate'

/** After an RSVP or its removal: the event's page and GET, which show the places left. */
export const revalidateEventPlaces = expireTagsHook((doc) => {
  const event = (doc as { event?: number | { id: number } }).event
  const id = typeof event === 'object' ? event?.id : event
  return id === undefined ? [] : [CACHE_TAGS.event(id)]
})
