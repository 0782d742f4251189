import 'server-only'

import type { Payload } from 'payload'

import type { CampaignDetail, CampaignSummary, RecentGift } from '@/contracts/campaigns'
import { RECENT_GIFTS } from '@/contracts/campaigns'
import type { Campaign } from '@/payload-types'

import { raisedByIds, raisedFor, recentGiftsFor, type Raised, type RecentGiftRow } from '../../data/campaigns'
import { notFound } from '../../domain/errors'
import { campaignImageUrl } from '../../media'
import { daysLeft, findCampaignBySlug, PUBLISHED } from './campaigns'
import { storyParagraphs } from './story'

const toSummary = (c: Campaign, raised: Raised): CampaignSummary => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  goal_cents: c.goal_cents,
  raised_cents: raised.raised_cents,
  donor_count: raised.donor_count,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  days_left: daysLeft(c.ends_at),
  cover: campaignImageUrl(c.cover),
})

/** "Maria G." from "Maria Gonzalez"; "Anonymous" when the donor asked, or gave no name. */
export function publicName(donorName: string | null, isAnonymous: boolean | null): string {
  const words = (donorName ?? '').trim().split(/\s+/).filter(Boolean)
  if (isAnonymous || !words.length) return 'Anonymous'
  const [first, ...rest] = words
  const last = rest.at(-1)
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first!
}

const toRecentGift = (row: RecentGiftRow): RecentGift => ({
  name: publicName(row.donor_name, row.is_anonymous),
  amount_cents: Number(row.kept_cents),
  at: new Date(row.at).toISOString(),
})

/** Published campaigns open now, the one ending soonest first, with their totals. */
export async function listOpenCampaigns(payload: Payload): Promise<CampaignSummary[]> {
  const now = new Date().toISOString()
  const { docs } = await payload.find({
    collection: 'campaigns',
    where: { and: [PUBLISHED, { starts_at: { less_than_equal: now } }, { ends_at: { greater_than: now } }] },
    sort: 'ends_at',
    pagination: false,
    depth: 1,
  })
  const totals = await raisedByIds(
    payload,
    'campaign',
    docs.map((c) => c.id),
  )
  return docs.map((c) => toSummary(c, totals.get(c.id) ?? { raised_cents: 0, donor_count: 0 }))
}

/** A published campaign (open, or not yet, or ended), with its totals and newest gifts; or null. */
export async function findPublicCampaign(payload: Payload, slug: string): Promise<CampaignDetail | null> {
  const campaign = await findCampaignBySlug(payload, slug, { published: true, depth: 1 })
  if (!campaign) return null
  const [raised, gifts] = await Promise.all([raisedFor(payload, { campaign: campaign.id }), recentGiftsFor(payload, { campaign: campaign.id }, RECENT_GIFTS)])
  return { ...toSummary(campaign, raised), story: storyParagraphs(campaign.story), recent_gifts: gifts.map(toRecentGift) }
}

export const campaignNotFound = () => notFound("Sorry, we couldn't find that campaign.")
