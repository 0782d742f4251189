import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site-url'
import { getUpcomingEvents } from '@/server/queries/public'

export const dynamic = 'force-dynamic'

const PAGES = ['', '/about', '/events', '/donate', '/volunteer', '/gallery', '/gallery/submit', '/sponsors', '/contact', '/privacy', '/donation-terms']

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const events = await getUpcomingEvents().catch(() => [])
  return [
    ...PAGES.map((path) => ({ url: `${base}${path}`, changeFrequency: 'weekly' as const, priority: path === '' ? 1 : 0.7 })),
    ...events.map((event) => ({ url: `${base}/events/${event.id}`, changeFrequency: 'weekly' as const, priority: 0.6 })),
  ]
}
