import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site-url'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/cms', '/api'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
