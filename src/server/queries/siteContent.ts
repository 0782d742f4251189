import 'server-only'

import { SITE_CONTENT_DEFAULTS } from '@/globals/SiteContent/defaults'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { SiteContent } from '@/payload-types'

import type { PayloadSource } from '../payload'
import { cachedRead } from './cachedRead'

/** The editable words of the site, cached until staff change them (see the global's hook). */
export function getSiteContent(payloadSource: PayloadSource): Promise<SiteContent> {
  return cachedRead(async (): Promise<SiteContent> => (await payloadSource()).findGlobal({ slug: 'site-content', depth: 0 }), {
    key: ['site-content'],
    tags: [CACHE_TAGS.siteContent],
    atBuild: { id: 0, ...SITE_CONTENT_DEFAULTS },
  })
}
