import 'server-only'

import type { PublicRemembrance } from '@/contracts/remembrances'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { candleCount } from '../data/candles'
import { listPublishedRemembrances, MAX_WALL_WINDOW } from '../services/remembrances/remembrances'
import type { PayloadSource } from '../payload'
import { cachedRead } from './cachedRead'

/** Remembrances on one page of the wall. */
export const WALL_PAGE_SIZE = 20
/** The last page number a URL may ask for (the wall's paging goes no deeper than its window). */
export const MAX_WALL_PAGE = Math.floor(MAX_WALL_WINDOW / WALL_PAGE_SIZE)

export type WallPage = { items: PublicRemembrance[]; total: number; pages: number }

/**
 * One page of the wall (1 is the newest), from Next's cache: publishing, hiding, editing or
 * deleting a public remembrance expires the tag at once (the collection's hooks).
 */
export function getWallPage(payloadSource: PayloadSource, page: number): Promise<WallPage> {
  return cachedRead(
    async () => {
      const { items, total } = await listPublishedRemembrances(await payloadSource(), (page - 1) * WALL_PAGE_SIZE, WALL_PAGE_SIZE)
      return { items, total, pages: Math.max(1, Math.ceil(total / WALL_PAGE_SIZE)) }
    },
    { key: ['remembrances:page', String(page)], tags: [CACHE_TAGS.remembrances], atBuild: { items: [], total: 0, pages: 1 } },
  )
}

/**
 * Candles lit, as a cached page shows them: it may lag the button's own answer by up to
 * PUBLIC_FRESH_SECONDS. A shorter life here would shorten the whole page's, and a page fresh for
 * less than that is one no CDN may keep (cacheControlFor).
 */
export function getCandleCount(payloadSource: PayloadSource): Promise<number> {
  return cachedRead(async () => candleCount(await payloadSource()), { key: ['candles:count'], atBuild: 0 })
}
