import type { MetadataRoute } from 'next'

import { getPayloadClient } from '@/app/payload'
import { siteUrl } from '@/lib/site-url'
import { getOpenCampaigns } from '@/server/queries/campaigns'
import { getUpcomingEvents } from '@/server/queries/public'
import { getPublishedRounds } from '@/server/queries/scholarships'

export const dynamic = 'force-dynamic'

const PAGES = [
  '',
  '/about',
  '/events',
  '/campaigns',
  '/scholarships',
  '/tributes',
  '/donate',
  '/donate/statement',
  '/volunteer',
  '/gallery',
  '/gallery/submit',
  '/sponsors',
  '/contact',
  '/privacy',
  '/donation-terms',
]

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [events, campaigns, rounds] = await Promise.all([
    getUpcomingEvents(getPayloadClient).catch(() => []),
    getOpenCampaigns(getPayloadClient).catch(() => []),
    getPublishedRounds(getPayloadClient).catch(() => []),
  ])
  return [
    ...PAGES.map((path) => ({ url: `${base}${path}`, changeFrequency: 'weekly' as const, priority: path === '' ? 1 : 0.7 })),
    ...events.map((event) => ({ url: `${base}/events/${event.id}`, changeFrequency: 'weekly' as const, priority: 0.6 })),
    ...campaigns.map((campaign) => ({ url: `${base}/campaigns/${campaign.slug}`, changeFrequency: 'daily' as const, priority: 0.6 })),
    ...rounds.map((round) => ({ url: `${base}/scholarships/${round.slug}`, changeFrequency: 'weekly' as const, priority: 0.6 })),
  ]
}
