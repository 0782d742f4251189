import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Campaign } from '@/payload-types'

import { invalid } from '../../domain/errors'

const DAY_MS = 24 * 60 * 60 * 1000

/** Whole days left until `endsAt` (0 on the last day and after). */
export const daysLeft = (endsAt: string, now = Date.now()): number => Math.max(0, Math.floor((Date.parse(endsAt) - now) / DAY_MS))

/** Running now: started and not ended, published or not. */
export const isRunning = (c: Pick<Campaign, 'starts_at' | 'ends_at'>, now = Date.now()): boolean => Date.parse(c.starts_at) <= now && now < Date.parse(c.ends_at)

/** Open: takes gifts and new fundraisers now, being published and running. */
export const isOpen = (c: Pick<Campaign, 'is_published' | 'starts_at' | 'ends_at'>, now = Date.now()): boolean => Boolean(c.is_published) && isRunning(c, now)

/** What the public may see of campaigns, said one way (the collection's read access says the same to a visitor in /cms). */
export const PUBLISHED: Where = { is_published: { equals: true } }

/**
 * A campaign by its slug, or null: the one read of a campaign by slug. `published` reads what the
 * public may see (open, not yet open, or ended); otherwise any campaign (staff recording a check).
 */
export async function findCampaignBySlug(payload: Payload, slug: string, options: { published: boolean; depth?: 0 | 1; req?: PayloadRequest }): Promise<Campaign | null> {
  const where: Where = options.published ? { and: [PUBLISHED, { slug: { equals: slug } }] } : { slug: { equals: slug } }
  const { docs } = await payload.find({ collection: 'campaigns', overrideAccess: true, where, limit: 1, depth: options.depth ?? 0, req: options.req })
  return docs[0] ?? null
}

// Lookups by slug (what a gift is towards is read in ../donations/giftTarget.ts).

export const NO_SUCH_CAMPAIGN = 'No campaign has this slug'

/** Any campaign's id by its slug (staff record a check for one, open or not), or the field's 422. */
export async function campaignIdBySlug(payload: Payload, slug: string): Promise<number> {
  const campaign = await findCampaignBySlug(payload, slug, { published: false })
  if (!campaign) throw invalid({ campaign: NO_SUCH_CAMPAIGN })
  return campaign.id
}
