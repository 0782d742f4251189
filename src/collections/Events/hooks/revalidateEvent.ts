import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { CACHE_TAGS } from '@/lib/cache-tags'
import { expireCacheTags } from '@/lib/revalidate'

import type { Event } from '@/payload-types'

export const revalidateEvent: CollectionAfterChangeHook<Event> = ({ doc, context }) => {
  expireCacheTags([CACHE_TAGS.events, CACHE_TAGS.event(doc.id)], context)
  return doc
}

export const revalidateEventDelete: CollectionAfterDeleteHook<Event> = ({ doc, context }) => {
  expireCacheTags([CACHE_TAGS.events, CACHE_TAGS.event(doc.id)], context)
  return doc
}
