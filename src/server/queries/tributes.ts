import 'server-only'

import type { PublicTribute } from '@/contracts/tributes'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { findShownTribute } from '../services/tributes/publicTributes'
import type { PayloadSource } from '../payload'
import { cachedRead } from './cachedRead'

/** A tribute page from Next's cache: expired by a change to any page and by each gift in a page's name. */
export function getTribute(payloadSource: PayloadSource, slug: string): Promise<PublicTribute | null> {
  return cachedRead(async () => findShownTribute(await payloadSource(), slug), { key: ['tribute', slug], tags: [CACHE_TAGS.tributes], atBuild: null, nullable: true })
}
