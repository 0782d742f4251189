import 'server-only'

import { unstable_cache } from 'next/cache'

import type { PublicRemembrance } from '@/contracts/remembrances'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { PUBLIC_FRESH_SECONDS } from '@/lib/cache-policy.mjs'

import { candleCount } from '../data/candles'
import { listPublishedRemembrances, MAX_WALL_WINDOW } from '../services/remembrances'
import type { PayloadSource } from '../payload'
import { isBuildPhase } from './buildPhase'

/** Remembrances on one page of the wall. */
export const WALL_PAGE_SIZE = 20
/** The last page number a URL may ask for (the wall's paging goes no deeper than its window). */
export const MAX_WALL_PAGE = Math.floor(MAX_WALL_WINDOW / WALL_PAGE_SIZE)

export type WallPage = { items: PublicRemembrance[]; total: number; pages: number }

/**
 * One page of the wall (1 is the newest), from Next's cache: publishing, hiding, editing or
 * deleting a public remembrance expires the tag at once (the collection's hooks).
 */
export async function getWallPage(payloadSource: PayloadSource, page: number): Promise<WallPage> {
  if (isBuildPhase()) return { items: [], total: 0, pages: 1 }
  const read = unstable_cache(
    async () => {
      const { items, total } = await listPublishedRemembrances(await payloadSource(), (page - 1) * WALL_PAGE_SIZE, WALL_PAGE_SIZE)
      return { items, total, pages: Math.max(1, Math.ceil(total / WALL_PAGE_SIZE)) }
    },
    ['remembrances:page', String(page)],
    { revalidate: PUBLIC_FRESH_SECONDS, tags: [CACHE_TAGS.remembrances] },
  )
  return read()
}

/**
 * Candles lit, as a cached page shows them: it may lag the button's own answer by up to
 * PUBLIC_FRESH_SECONDS. A shorter life here would shorten the whole page's, and a page fresh for
 * less than that is one no CDN may keep (cacheControlFor).
 */
const cachedCandleCount = (payloadSource: PayloadSource) => unstable_cache(async () => candleCount(await payloadSource()), ['candles:count'], { revalidate: PUBLIC_FRESH_SECONDS })

export async function getCandleCount(payloadSource: PayloadSource): Promise<number> {
  return isBuildPhase() ? 0 : cachedCandleCount(payloadSource)()
}
