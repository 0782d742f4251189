import 'server-only'

import { unstable_cache } from 'next/cache'

import type { CampaignDetail, CampaignSummary } from '@/contracts/campaigns'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { PUBLIC_FRESH_SECONDS } from '@/lib/cache-policy.mjs'

import { campaignNotFound, daysLeft, findPublicCampaign, listOpenCampaigns } from '../services/campaigns'
import type { PayloadSource } from '../payload'
import { isBuildPhase } from './buildPhase'

// The public campaign reads, from Next's cache like the events' (src/server/queries/public.ts):
// a gift that changes a campaign's money expires its tags (the Donations hook
// expireCampaignTotals), a change to the campaign too; time alone refreshes within
// PUBLIC_FRESH_SECONDS.
const fresh = { revalidate: PUBLIC_FRESH_SECONDS }

const cachedOpenCampaigns = (payloadSource: PayloadSource) =>
  unstable_cache(async () => listOpenCampaigns(await payloadSource()), ['campaigns:open'], { ...fresh, tags: [CACHE_TAGS.campaigns] })

/** Days left as of now: a cached copy may be older than a day boundary. */
const now = <C extends { ends_at: string; days_left: number }>(campaign: C): C => ({ ...campaign, days_left: daysLeft(campaign.ends_at) })

/** Published campaigns open now, ending soonest first; one that ended drops off at once. */
export async function getOpenCampaigns(payloadSource: PayloadSource): Promise<CampaignSummary[]> {
  if (isBuildPhase()) return []
  const at = new Date().toISOString()
  return (await cachedOpenCampaigns(payloadSource)()).filter((c) => c.ends_at > at && c.starts_at <= at).map(now)
}

class CampaignNotFound extends Error {}

/** A published campaign by its slug, or null. Only campaigns that exist are cached. */
export async function findCampaign(payloadSource: PayloadSource, slug: string): Promise<CampaignDetail | null> {
  if (isBuildPhase()) return null
  const cached = unstable_cache(
    async () => {
      const campaign = await findPublicCampaign(await payloadSource(), slug)
      if (!campaign) throw new CampaignNotFound() // what a cached function throws is not kept
      return campaign
    },
    ['campaign', slug],
    { ...fresh, tags: [CACHE_TAGS.campaigns] },
  )
  const campaign = await cached().catch((error: unknown) => {
    if (error instanceof CampaignNotFound) return null
    throw error
  })
  return campaign ? now(campaign) : null
}

/** A published campaign, or the API's 404. */
export async function getCampaign(payloadSource: PayloadSource, slug: string): Promise<CampaignDetail> {
  const campaign = await findCampaign(payloadSource, slug)
  if (!campaign) throw campaignNotFound()
  return campaign
}
