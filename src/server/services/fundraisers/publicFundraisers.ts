import 'server-only'

import type { Payload } from 'payload'

import type { PublicFundraiser } from '@/contracts/fundraisers'
import type { Campaign, Fundraiser } from '@/payload-types'

import { raisedByIds } from '../../data/campaigns'
import { campaignImageUrl } from '../../media'
import { findCampaignBySlug } from '../campaigns/campaigns'

function toPublic(page: Fundraiser, totals: Map<number, { raised_cents: number; donor_count: number }>): PublicFundraiser {
  const total = totals.get(page.id) ?? { raised_cents: 0, donor_count: 0 }
  return { id: page.id, slug: page.slug, name: page.name, story: page.story ?? null, goal_cents: page.goal_cents, photo_url: campaignImageUrl(page.photo), ...total }
}

/** A published campaign's id, title, slug and dates, or null. */
export async function findPublishedCampaign(payload: Payload, slug: string): Promise<Pick<Campaign, 'id' | 'slug' | 'title' | 'starts_at' | 'ends_at'> | null> {
  const campaign = await findCampaignBySlug(payload, slug, { published: true })
  return campaign ? { id: campaign.id, slug: campaign.slug, title: campaign.title, starts_at: campaign.starts_at, ends_at: campaign.ends_at } : null
}

/** An approved fundraiser of the campaign, by its slug, or null: the one read of it (a gift's target, its public page). */
export async function findApprovedFundraiserBySlug(payload: Payload, campaign: number, slug: string, depth: 0 | 1 = 0): Promise<Fundraiser | null> {
  const { docs } = await payload.find({
    collection: 'fundraisers',
    where: { campaign: { equals: campaign }, slug: { equals: slug }, status: { equals: 'approved' } },
    limit: 1,
    depth,
  })
  return docs[0] ?? null
}

/** An approved fundraiser of a campaign as the public sees it, with its total; null otherwise. */
export async function findApprovedFundraiser(payload: Payload, campaign: number, slug: string): Promise<PublicFundraiser | null> {
  const page = await findApprovedFundraiserBySlug(payload, campaign, slug, 1)
  if (!page) return null
  return toPublic(page, await raisedByIds(payload, 'fundraiser', [page.id]))
}

/** A campaign's approved fundraisers, most raised first (the campaign page's leaderboard). */
export async function listApprovedFundraisers(payload: Payload, campaign: number, limit = 50): Promise<PublicFundraiser[]> {
  const { docs } = await payload.find({
    collection: 'fundraisers',
    where: { campaign: { equals: campaign }, status: { equals: 'approved' } },
    pagination: false,
    depth: 0,
  })
  const totals = await raisedByIds(
    payload,
    'fundraiser',
    docs.map((doc) => doc.id),
  )
  return docs
    .map((doc) => toPublic(doc, totals))
    .sort((a, b) => b.raised_cents - a.raised_cents || a.name.localeCompare(b.name))
    .slice(0, limit)
}
