import 'server-only'

import type { Payload } from 'payload'

import type { Campaign, Fundraiser } from '@/payload-types'

import { invalid } from '../../domain/errors'
import { findCampaignBySlug, isOpen } from '../campaigns/campaigns'
import { findApprovedFundraiserBySlug } from '../fundraisers/publicFundraisers'

// What a gift is towards, named by slugs: a published campaign open now, and an approved fundraiser
// of it. Read once here for checkout (which refuses anything else) and the donate page (which
// then shows the plain form).

export const CAMPAIGN_UNKNOWN = 'We could not find that campaign. Please give from the campaign’s page.'
export const CAMPAIGN_CLOSED = 'This campaign is not taking gifts now. Thank you for thinking of it; you can still give to the foundation.'
export const FUNDRAISER_UNKNOWN = 'We could not find that fundraiser within the campaign.'
export const FUNDRAISER_NEEDS_CAMPAIGN = 'A fundraiser is given to within its campaign: the campaign is missing.'

type GiftTarget = { campaign: null; open: false; fundraiser: null } | { campaign: Campaign; open: false; fundraiser: null } | { campaign: Campaign; open: true; fundraiser: Fundraiser | null }

/** The published campaign of this slug, whether it is open, and (when it is) its approved fundraiser of that slug. */
async function readGiftTarget(payload: Payload, campaignSlug: string, fundraiserSlug: string | undefined): Promise<GiftTarget> {
  const campaign = await findCampaignBySlug(payload, campaignSlug, { published: true })
  if (!campaign) return { campaign: null, open: false, fundraiser: null }
  if (!isOpen(campaign)) return { campaign, open: false, fundraiser: null }
  const fundraiser = fundraiserSlug ? await findApprovedFundraiserBySlug(payload, campaign.id, fundraiserSlug) : null
  return { campaign, open: true, fundraiser }
}

/**
 * The ids of the campaign and fundraiser a checkout names by slug: a published campaign open now,
 * and an approved fundraiser of it. Anything else is refused (422) with the field's message.
 */
export async function campaignOfCheckout(payload: Payload, input: { campaign?: string | undefined; fundraiser?: string | undefined }): Promise<{ campaign: number | null; fundraiser: number | null }> {
  if (!input.campaign) {
    if (input.fundraiser) throw invalid({ fundraiser: FUNDRAISER_NEEDS_CAMPAIGN })
    return { campaign: null, fundraiser: null }
  }
  const target = await readGiftTarget(payload, input.campaign, input.fundraiser)
  if (!target.campaign) throw invalid({ campaign: CAMPAIGN_UNKNOWN })
  if (!target.open) throw invalid({ campaign: CAMPAIGN_CLOSED })
  if (input.fundraiser && !target.fundraiser) throw invalid({ fundraiser: FUNDRAISER_UNKNOWN })
  return { campaign: target.campaign.id, fundraiser: target.fundraiser?.id ?? null }
}

/** What the donate page says of the gift's campaign (and fundraiser), when it can take gifts. */
export type DonateTarget = { campaign: { slug: string; title: string }; fundraiser: { slug: string; name: string } | null }

export async function donateTargetOf(payload: Payload, campaignSlug: string | undefined, fundraiserSlug: string | undefined): Promise<DonateTarget | null> {
  if (!campaignSlug) return null
  const target = await readGiftTarget(payload, campaignSlug, fundraiserSlug)
  if (!target.open) return null
  const { campaign, fundraiser } = target
  return { campaign: { slug: campaign.slug, title: campaign.title }, fundraiser: fundraiser ? { slug: fundraiser.slug, name: fundraiser.name } : null }
}
