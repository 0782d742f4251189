import 'server-only'

import type { PublicFundraiser } from '@/contracts/fundraisers'
import { CACHE_TAGS } from '@/lib/cache-tags'

import { findApprovedFundraiser, findPublishedCampaign, listApprovedFundraisers } from '../services/fundraisers/publicFundraisers'
import type { PayloadSource } from '../payload'
import { cachedRead } from './cachedRead'

// Supporters' fundraisers as the public sees them, from Next's cache: a campaign's tag expires them
// (the fundraisers' own hook on every change, the donations' hook on every gift), time within
// PUBLIC_FRESH_SECONDS.

export type CampaignRef = { id: number; slug: string; title: string; starts_at: string; ends_at: string }

/** A published campaign's id, slug and title, or null: a made-up address never fills the cache. */
export function findCampaignRef(payloadSource: PayloadSource, slug: string): Promise<CampaignRef | null> {
  return cachedRead(async () => findPublishedCampaign(await payloadSource(), slug), { key: ['campaign-ref', slug], tags: [CACHE_TAGS.campaigns], atBuild: null, nullable: true })
}

/** An approved fundraiser of a published campaign, with what it raised; null otherwise (not cached). */
export function findPublicFundraiser(payloadSource: PayloadSource, campaign: CampaignRef, slug: string): Promise<PublicFundraiser | null> {
  return cachedRead(async () => findApprovedFundraiser(await payloadSource(), campaign.id, slug), {
    key: ['fundraiser', String(campaign.id), slug],
    tags: [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(campaign.id)],
    atBuild: null,
    nullable: true,
  })
}

/** The campaign page's leaderboard: its approved fundraisers, most raised first. */
export function getFundraiserLeaderboard(payloadSource: PayloadSource, campaign: number): Promise<PublicFundraiser[]> {
  return cachedRead(async () => listApprovedFundraisers(await payloadSource(), campaign), {
    key: ['fundraisers', String(campaign)],
    tags: [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(campaign)],
    atBuild: [],
  })
}
