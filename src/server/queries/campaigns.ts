import 'server-only'

import type { CampaignDetail, CampaignSummary } from '@/contracts/campaigns'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { daysLeft } from '../services/campaigns/campaigns'
import { campaignNotFound, findPublicCampaign, listOpenCampaigns } from '../services/campaigns/publicCampaigns'
import type { PayloadSource } from '../payload'
import { cachedRead } from './cachedRead'

// The public campaign reads, from Next's cache like the events' (src/server/queries/public.ts):
// a gift that changes a campaign's money expires its tags (the Donations hook
// expireCampaignTotals), a change to the campaign too; time alone refreshes within
// PUBLIC_FRESH_SECONDS.

/** Days left as of now: a cached copy may be older than a day boundary. */
const now = <C extends { ends_at: string; days_left: number }>(campaign: C): C => ({ ...campaign, days_left: daysLeft(campaign.ends_at) })

/** Published campaigns open now, ending soonest first; one that ended drops off at once. */
export async function getOpenCampaigns(payloadSource: PayloadSource): Promise<CampaignSummary[]> {
  const campaigns = await cachedRead(async () => listOpenCampaigns(await payloadSource()), { key: ['campaigns:open'], tags: [CACHE_TAGS.campaigns], atBuild: [] })
  const at = new Date().toISOString()
  return campaigns.filter((c) => c.ends_at > at && c.starts_at <= at).map(now)
}

/** A published campaign by its slug, or null. Only campaigns that exist are cached. */
export async function findCampaign(payloadSource: PayloadSource, slug: string): Promise<CampaignDetail | null> {
  const campaign = await cachedRead(async () => findPublicCampaign(await payloadSource(), slug), { key: ['campaign', slug], tags: [CACHE_TAGS.campaigns], atBuild: null, nullable: true })
  return campaign ? now(campaign) : null
}

/** A published campaign, or the API's 404. */
export async function getCampaign(payloadSource: PayloadSource, slug: string): Promise<CampaignDetail> {
  const campaign = await findCampaign(payloadSource, slug)
  if (!campaign) throw campaignNotFound()
  return campaign
}
