import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cache-tags'

import { getPublicEvent, listUpcomingEvents } from '../services/events'
import { listApprovedPhotos } from '../services/gallery'
import { listActiveTiers } from '../services/sponsors'

// The public pages' reads, cached until a collection hook expires their tag. Tags are expired only
// in the instance where the change was made, and "upcoming" depends on the clock: a ceiling of
// a few minutes bounds what other instances may show.
const CEILING = 300

export const getUpcomingEvents = unstable_cache(() => listUpcomingEvents(), ['events:upcoming'], {
  tags: [CACHE_TAGS.events],
  revalidate: CEILING,
})

export const getEvent = (id: number) =>
  unstable_cache(() => getPublicEvent(id), ['event', String(id)], {
    tags: [CACHE_TAGS.events, CACHE_TAGS.event(id)],
    revalidate: CEILING,
  })()

export const getGalleryPhotos = unstable_cache(() => listApprovedPhotos(0, 200), ['gallery:approved'], {
  tags: [CACHE_TAGS.gallery],
  revalidate: CEILING,
})

export const getSponsorTiers = unstable_cache(() => listActiveTiers(), ['sponsors:active'], {
  tags: [CACHE_TAGS.sponsors],
  revalidate: CEILING,
})

/** Spec: a list that fails to load is logged and shown as empty, with no message to the visitor. */
export async function orEmptyList<T>(list: Promise<T[]>, what: string): Promise<T[]> {
  try {
    return await list
  } catch (error) {
    console.error(`Could not load ${what}:`, error)
    return []
  }
}
