import { keepsMoney } from '@/contracts/donationStatus'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { relationId } from '@/lib/relations'
import { expireCacheTags } from '@/lib/revalidate'
import type { Donation } from '@/payload-types'

import type { GiftEffect } from './giftEffect'

type Counted = Pick<Donation, 'status' | 'amount_cents' | 'refunded_cents' | 'dispute_amount_cents' | 'campaign' | 'fundraiser' | 'donor_name' | 'is_anonymous'>

/**
 * What of a gift a campaign's public totals and recent gifts show: nothing while it keeps no money
 * (pending, failed, voided, refunded in full), else its money and how its donor is named.
 */
function shown(doc: Partial<Counted> | undefined): string {
  if (!doc || !keepsMoney(doc.status)) return ''
  return JSON.stringify([doc.status, doc.amount_cents, doc.refunded_cents ?? 0, doc.dispute_amount_cents ?? 0, relationId(doc.fundraiser), doc.donor_name ?? null, Boolean(doc.is_anonymous)])
}

/**
 * When a gift's counted money changes (it succeeds, is refunded, a check is recorded, corrected or
 * voided), its campaign's pages and GETs (and the lists, which show totals) are expired.
 */
export const expireCampaignTotals: GiftEffect['start'] = async ({ doc, previousDoc, operation, context }) => {
  const before = operation === 'create' ? undefined : (previousDoc as Partial<Counted> | undefined)
  const campaigns = new Set([relationId(doc.campaign), relationId(before?.campaign)].filter((id): id is number => id !== null))
  if (!campaigns.size) return
  const [was, is] = [shown(before), shown(doc)]
  const moved = relationId(doc.campaign) !== relationId(before?.campaign) && Boolean(was || is)
  if (!moved && was === is) return
  await expireCacheTags([CACHE_TAGS.campaigns, ...[...campaigns].map((id) => CACHE_TAGS.campaign(id))], context)
}
