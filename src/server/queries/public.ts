import 'server-only'

import { unstable_cache } from 'next/cache'

import type { EventDetail, EventListItem } from '@/contracts/events'
import type { GalleryItem } from '@/contracts/gallery'
import type { SponsorTierOut } from '@/contracts/sponsors'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { PUBLIC_FRESH_SECONDS, RENDERED_WITHOUT_DATA_TAG } from '@/lib/cache-policy.mjs'
import { logError } from '@/lib/logText'

import { eventNotFound, findPublicEvent, listUpcomingEvents, type UpcomingEvent } from '../services/events'
import { listApprovedPhotos } from '../services/gallery'
import { listActiveTiers } from '../services/sponsors'
import type { PayloadSource } from '../payload'
import { isBuildPhase } from './buildPhase'

// The public reads, from Next's cache (shared by every instance when REDIS_URL is set). A change
// made through a collection hook expires their tag at once; time alone refreshes them within
// PUBLIC_FRESH_SECONDS.
const fresh = { revalidate: PUBLIC_FRESH_SECONDS }

const cachedUpcomingEvents = (payloadSource: PayloadSource) =>
  unstable_cache(async () => listUpcomingEvents(await payloadSource()), ['events:upcoming'], {
    ...fresh,
    tags: [CACHE_TAGS.events],
  })

/** Published events that have not ended, soonest first; one that ended drops off at once. */
export async function getUpcomingEvents(payloadSource: PayloadSource): Promise<EventListItem[]> {
  if (isBuildPhase()) return []
  const now = new Date().toISOString()
  return (await cachedUpcomingEvents(payloadSource)()).filter((event) => event.ends_at >= now).map(withoutEnd)
}

const withoutEnd = ({ ends_at: _endsAt, ...event }: UpcomingEvent): EventListItem => event

class EventNotFound extends Error {}

/** A published event, or null. Only events that exist are cached: made-up ids never fill it. */
export async function findEvent(payloadSource: PayloadSource, id: number): Promise<EventDetail | null> {
  if (isBuildPhase()) return null
  const cached = unstable_cache(
    async () => {
      const event = await findPublicEvent(await payloadSource(), id)
      if (!event) throw new EventNotFound() // what a cached function throws is not kept
      return event
    },
    ['event', String(id)],
    { ...fresh, tags: [CACHE_TAGS.events, CACHE_TAGS.event(id)] },
  )
  return cached().catch((error: unknown) => {
    if (error instanceof EventNotFound) return null
    throw error
  })
}

/** A published event, or the API's 404. */
export async function getEvent(payloadSource: PayloadSource, id: number): Promise<EventDetail> {
  const event = await findEvent(payloadSource, id)
  if (!event) throw eventNotFound()
  return event
}

/**
 * The newest approved photos: the gallery page's 200 or the API's 100. Other windows
 * (`?skip=&limit=`) are read per request, so a stranger's choices never fill the cache.
 */
export async function getGalleryPhotos(payloadSource: PayloadSource, limit: 100 | 200): Promise<GalleryItem[]> {
  if (isBuildPhase()) return []
  return unstable_cache(async () => listApprovedPhotos(await payloadSource(), 0, limit), ['gallery:approved', String(limit)], {
    ...fresh,
    tags: [CACHE_TAGS.gallery],
  })()
}

const cachedSponsorTiers = (payloadSource: PayloadSource) =>
  unstable_cache(async () => listActiveTiers(await payloadSource()), ['sponsors:active'], {
    ...fresh,
    tags: [CACHE_TAGS.sponsors],
  })

export async function getSponsorTiers(payloadSource: PayloadSource): Promise<SponsorTierOut[]> {
  return isBuildPhase() ? [] : cachedSponsorTiers(payloadSource)()
}

/** Marks the page being rendered as rendered without some of its data: it is never kept. */
const markRenderedWithoutData = unstable_cache(async () => true, ['rendered-without-data'], {
  revalidate: 1,
  tags: [RENDERED_WITHOUT_DATA_TAG],
})

/**
 * Spec: a list that fails to load is logged and shown as empty, with no message to the visitor.
 * That page is neither cached nor kept by a CDN: the next visitor gets a fresh try, and a good
 * copy already in the cache goes on being served while it is rendered again.
 */
export async function orEmptyList<T>(list: Promise<T[]>, what: string): Promise<T[]> {
  return orWithout(list, [], what)
}

/** The same for any part of a page that can be left out (the home page's candle count). */
export async function orWithout<T, F>(read: Promise<T>, fallback: F, what: string): Promise<T | F> {
  try {
    return await read
  } catch (error) {
    console.error(`Could not load ${what}: ${logError(error)}`)
    await markRenderedWithoutData()
    return fallback
  }
}
