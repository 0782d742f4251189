import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/app/payload'
import type { CampaignDetail } from '@/contracts/campaigns'
import { findCampaign } from '@/server/queries/campaigns'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The campaign, or null for anything the public may not see (drafts, unknown or malformed slugs). */
export const loadCampaign = cache(async (slug: string): Promise<CampaignDetail | null> => (SLUG.test(slug) && slug.length <= 100 ? findCampaign(getPayloadClient, slug) : null))

/** Whether the campaign takes gifts now, has not opened yet, or has ended. */
export function phaseOf(campaign: Pick<CampaignDetail, 'starts_at' | 'ends_at'>, now = Date.now()): 'soon' | 'open' | 'ended' {
  if (now < Date.parse(campaign.starts_at)) return 'soon'
  return now < Date.parse(campaign.ends_at) ? 'open' : 'ended'
}
