import 'server-only'

import { unstable_cache } from 'next/cache'

import { SITE_CONTENT_DEFAULTS } from '@/globals/SiteContent/defaults'
import { PUBLIC_FRESH_SECONDS } from '@/lib/cache-policy.mjs'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { SiteContent } from '@/payload-types'

import type { PayloadSource } from '../payload'
import { isBuildPhase } from './buildPhase'

const cachedSiteContent = (payloadSource: PayloadSource) =>
  unstable_cache(
    async (): Promise<SiteContent> => {
      const payload = await payloadSource()
      return payload.findGlobal({ slug: 'site-content', depth: 0 })
    },
    ['site-content'],
    { tags: [CACHE_TAGS.siteContent], revalidate: PUBLIC_FRESH_SECONDS },
  )

/** The editable words of the site, cached until staff change them (see the global's hook). */
export async function getSiteContent(payloadSource: PayloadSource): Promise<SiteContent> {
  return isBuildPhase() ? { id: 0, ...SITE_CONTENT_DEFAULTS } : cachedSiteContent(payloadSource)()
}
