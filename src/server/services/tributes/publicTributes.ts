import 'server-only'

import type { Payload } from 'payload'

import { type PublicTribute, TRIBUTE_MESSAGES, TRIBUTE_SEARCH_MAX, type TributeSummary } from '@/contracts/tributes'

import { searchShownTributes, selectTributeGifts, selectTributeTotals } from '../../data/tributes'
import { notFound } from '../../domain/errors'
import { campaignImageUrl } from '../../media'
import { publicName } from '../campaigns/publicCampaigns'
import { followMerges } from './tributePages'

/** Most gifts a page lists (its count and total are of them all). */
const GIFTS_SHOWN = 200
const SEARCH_RESULTS = 20

/**
 * A tribute page as the public sees it, or null (none, or hidden). A merged page's address answers
 * the page it was merged into (its `slug` says which; the page view redirects there).
 */
export async function findShownTribute(payload: Payload, slug: string): Promise<PublicTribute | null> {
  const { docs } = await payload.find({ collection: 'tributes', where: { slug: { equals: slug } }, limit: 1, depth: 0 })
  if (!docs[0]) return null
  const page = await followMerges(payload, docs[0])
  if (page.hidden) return null
  const photo = page.photo ? await payload.findByID({ collection: 'campaign-images', id: Number(page.photo), depth: 0, disableErrors: true }) : null
  const [gifts, totals] = await Promise.all([selectTributeGifts(payload, page.id, GIFTS_SHOWN), selectTributeTotals(payload, [page.id])])
  const total = totals.get(page.id) ?? { gift_count: 0, total_cents: 0 }
  return {
    slug: page.slug,
    name: page.name,
    kind: page.kind,
    born_on: page.born_on ?? null,
    died_on: page.died_on ?? null,
    family_word: page.family_word ?? null,
    photo: campaignImageUrl(photo),
    gift_count: total.gift_count,
    total_cents: page.show_total ? total.total_cents : null,
    gifts: gifts.map((gift) => ({
      giver: publicName(gift.donor_name, gift.is_anonymous),
      amount_cents: gift.show_amount ? Number(gift.kept_cents) : null,
      at: gift.at.toISOString(),
    })),
  }
}

/** Shown pages whose name holds `part` (GET /api/tributes?q=, the /tributes search). */
export async function searchTributes(payload: Payload, part: string): Promise<TributeSummary[]> {
  return searchShownTributes(payload, part.trim().slice(0, TRIBUTE_SEARCH_MAX), SEARCH_RESULTS)
}

export const tributeNotFound = () => notFound(TRIBUTE_MESSAGES.notFound)
