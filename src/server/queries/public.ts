import 'server-only'

import { unstable_cache } from 'next/cache'

import type { EventDetail, EventListItem } from '@/contracts/events'
import type { GalleryItem } from '@/contracts/gallery'
import type { SponsorTierOut } from '@/contracts/sponsors'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { PUBLIC_FRESH_SECONDS } from '@/lib/cache-policy.mjs'

import { findPublicEvent, getPublicEvent, listUpcomingEvents, type UpcomingEvent } from '../services/events'
import { listApprovedPhotos } from '../services/gallery'
import { listActiveTiers } from '../services/sponsors'
import { isBuildPhase } from './buildPhase'

// The public reads, from Next's cache (shared by every instance when REDIS_URL is set). A change
// made through a collection hook expires their tag at once; time alone refreshes them within
// PUBLIC_FRESH_SECONDS.
const fresh = { revalidate: PUBLIC_FRESH_SECONDS }

const cachedUpcomingEvents = unstable_cache(() => listUpcomingEvents(), ['events:upcoming'], {
  ...fresh,
  tags: [CACHE_TAGS.events],
})

/** Published events that have not ended, soonest first; one that ended drops off at once. */
export async function getUpcomingEvents(): Promise<EventListItem[]> {
  if (isBuildPhase()) return []
  const now = new Date().toISOString()
  return (await cachedUpcomingEvents()).filter((event) => event.ends_at >= now).map(withoutEnd)
}

const withoutEnd = ({ ends_at: _endsAt, ...event }: UpcomingEvent): EventListItem => event

/** A published event, or null; unknown ids are cached too, so probing them never reaches the database. */
export async function findEvent(id: number): Promise<EventDetail | null> {
  if (isBuildPhase()) return null
  return unstable_cache(() => findPublicEvent(id), ['event', String(id)], {
    ...fresh,
    tags: [CACHE_TAGS.events, CACHE_TAGS.event(id)],
  })()
}

/** A published event, or the API's 404. */
export async function getEvent(id: number): Promise<EventDetail> {
  return (await findEvent(id)) ?? getPublicEvent(id)
}

/** One window of approved photos, newest first. */
export async function getGalleryPhotos(skip = 0, limit = 200): Promise<GalleryItem[]> {
  if (isBuildPhase()) return []
  return unstable_cache(() => listApprovedPhotos(skip, limit), ['gallery:approved', String(skip), String(limit)], {
    ...fresh,
    tags: [CACHE_TAGS.gallery],
  })()
}

const cachedSponsorTiers = unstable_cache(() => listActiveTiers(), ['sponsors:active'], {
  ...fresh,
  tags: [CACHE_TAGS.sponsors],
})

export async function getSponsorTiers(): Promise<SponsorTierOut[]> {
  return isBuildPhase() ? [] : cachedSponsorTiers()
}

/** Spec: a list that fails to load is logged and shown as empty, with no message to the visitor. */
export async function orEmptyList<T>(list: Promise<T[]>, what: string): Promise<T[]> {
  try {
    return await list
  } catch (error) {
    console.error(`Could not load ${what}:`, error)
    return []
  }
}
