import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_TAGS } from '@/lib/cache-tags'
import type { SiteContent } from '@/payload-types'

import { getPayloadClient } from '../payload'

/** The editable words of the site, cached until staff change them (see the global's hook). */
export const getSiteContent = unstable_cache(
  async (): Promise<SiteContent> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-content', depth: 0 })
  },
  ['site-content'],
  { tags: [CACHE_TAGS.siteContent], revalidate: 300 },
)
