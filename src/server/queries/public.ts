import 'server-only'

import type { EventDetail, EventListItem } from '@/contracts/events'
import type { GalleryItem } from '@/contracts/gallery'
import type { PublicSponsor, SponsorTierOut } from '@/contracts/sponsors'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { eventNotFound, findPublicEvent, listUpcomingEvents, type UpcomingEvent } from '../services/events/events'
import { listApprovedPhotos } from '../services/media/gallery'
import { listActiveTiers } from '../services/sponsors'
import { listPublicSponsors } from '../services/sponsorships/staff'
import type { PayloadSource } from '../payload'
import { cachedRead } from './cachedRead'

// The public reads, from Next's cache (shared by every instance when REDIS_URL is set). A change
// made through a collection hook expires their tag at once; time alone refreshes them within
// PUBLIC_FRESH_SECONDS. What a failed read means for the page: orWithout, orEmptyList (cachedRead.ts).

/** Published events that have not ended, soonest first; one that ended drops off at once. */
export async function getUpcomingEvents(payloadSource: PayloadSource): Promise<EventListItem[]> {
  const events = await cachedRead(async () => listUpcomingEvents(await payloadSource()), { key: ['events:upcoming'], tags: [CACHE_TAGS.events], atBuild: [] })
  const now = new Date().toISOString()
  return events.filter((event) => event.ends_at >= now).map(withoutEnd)
}

const withoutEnd = ({ ends_at: _endsAt, ...event }: UpcomingEvent): EventListItem => event

/** A published event, or null. Only events that exist are cached: made-up ids never fill it. */
export function findEvent(payloadSource: PayloadSource, id: number): Promise<EventDetail | null> {
  return cachedRead(async () => findPublicEvent(await payloadSource(), id), { key: ['event', String(id)], tags: [CACHE_TAGS.events, CACHE_TAGS.event(id)], atBuild: null, nullable: true })
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
export function getGalleryPhotos(payloadSource: PayloadSource, limit: 100 | 200): Promise<GalleryItem[]> {
  return cachedRead(async () => listApprovedPhotos(await payloadSource(), 0, limit), { key: ['gallery:approved', String(limit)], tags: [CACHE_TAGS.gallery], atBuild: [] })
}

export function getSponsorTiers(payloadSource: PayloadSource): Promise<SponsorTierOut[]> {
  return cachedRead(async () => listActiveTiers(await payloadSource()), { key: ['sponsors:active'], tags: [CACHE_TAGS.sponsors], atBuild: [] })
}

/** "Our sponsors": approved, paid sponsors with their approved logos (refreshed with the tiers' tag). */
export function getPublicSponsors(payloadSource: PayloadSource): Promise<PublicSponsor[]> {
  return cachedRead(async () => listPublicSponsors(await payloadSource()), { key: ['sponsors:shown'], tags: [CACHE_TAGS.sponsors], atBuild: [] })
}
