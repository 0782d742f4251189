import 'server-only'

import { unstable_cache } from 'next/cache'

import type { PublicFundraiser } from '@/contracts/fundraisers'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { PUBLIC_FRESH_SECONDS } from '@/lib/cache-policy.mjs'

import { findApprovedFundraiser, findPublishedCampaign, listApprovedFundraisers } from '../services/fundraisers'
import type { PayloadSource } from '../payload'
import { isBuildPhase } from './buildPhase'

// Supporters' fundraisers as the public sees them, from Next's cache: a campaign's tag expires them
// (the fundraisers' own hook on every change, the donations' hook on every gift), time within
// PUBLIC_FRESH_SECONDS.

const fresh = { revalidate: PUBLIC_FRESH_SECONDS }

class NotPublic extends Error {}
/** What a cached function throws is not kept: a made-up address never fills the cache. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch((error: unknown) => (error instanceof NotPublic ? null : Promise.reject(error)))

export type CampaignRef = { id: number; slug: string; title: string; starts_at: string; ends_at: string }

/** A published campaign's id, slug and title, or null. */
export function findCampaignRef(payloadSource: PayloadSource, slug: string): Promise<CampaignRef | null> {
  if (isBuildPhase()) return Promise.resolve(null)
  return orNull(
    unstable_cache(
      async () => (await findPublishedCampaign(await payloadSource(), slug)) ?? Promise.reject(new NotPublic()),
      ['campaign-ref', slug],
      { ...fresh, tags: [CACHE_TAGS.campaigns] },
    )(),
  )
}

/** An approved fundraiser of a published campaign, with what it raised; null otherwise. */
export function findPublicFundraiser(payloadSource: PayloadSource, campaign: CampaignRef, slug: string): Promise<PublicFundraiser | null> {
  if (isBuildPhase()) return Promise.resolve(null)
  return orNull(
    unstable_cache(
      async () => (await findApprovedFundraiser(await payloadSource(), campaign.id, slug)) ?? Promise.reject(new NotPublic()),
      ['fundraiser', String(campaign.id), slug],
      { ...fresh, tags: [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(campaign.id)] },
    )(),
  )
}

/** The campaign page's leaderboard: its approved fundraisers, most raised first. */
export function getFundraiserLeaderboard(payloadSource: PayloadSource, campaign: number): Promise<PublicFundraiser[]> {
  if (isBuildPhase()) return Promise.resolve([])
  return unstable_cache(async () => listApprovedFundraisers(await payloadSource(), campaign), ['fundraisers', String(campaign)], { ...fresh, tags: [CACHE_TAGS.campaigns, CACHE_TAGS.campaign(campaign)] })()
}
