import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { succeededNow } from '@/contracts/donationStatus'
import type { Donation } from '@/payload-types'

import { expireTributePage, markTributePage } from './attachTributePage'
import { expireCampaignTotals } from './expireCampaignTotals'
import type { GiftEffect } from './giftEffect'
import { keepDonor } from './keepDonor'
import { markAcknowledgement, queueAcknowledgement } from './queueAcknowledgement'
import { queueFundraiserGiftMail } from './queueFundraiserGiftMail'
import { markTributeCard, queueTributeCard } from './queueTributeCard'

/**
 * What a gift's change starts, each an entry (run in this order): its campaign's totals expire, a
 * tribute gift joins its honoree's page (tributes/tributePages.ts),
 * a tribute's card and a fundraiser's supporter mail are queued, a new address adds its donor, the
 * letter of thanks is queued. A kind of gift declares the entries it needs (giftHooks below).
 */
export const GIFT_EFFECTS = {
  campaignTotals: { start: expireCampaignTotals },
  tributePage: { mark: markTributePage, start: expireTributePage },
  tributeCard: { mark: markTributeCard, start: queueTributeCard },
  fundraiserMail: { start: queueFundraiserGiftMail },
  donor: { start: keepDonor },
  acknowledgement: { mark: markAcknowledgement, start: queueAcknowledgement },
} as const satisfies Record<string, GiftEffect>

export type GiftEffectName = keyof typeof GIFT_EFFECTS

/**
 * The two hooks of a collection of gifts: one transition check (succeededNow, from the stored
 * status to the one written; none before a create) feeding the entries it needs, in the change's
 * own transaction, so a gift and what it started are written together or not at all.
 */
export function giftHooks(needs: readonly GiftEffectName[]): { beforeChange: CollectionBeforeChangeHook<Donation>; afterChange: CollectionAfterChangeHook<Donation> } {
  const effects: GiftEffect[] = (Object.keys(GIFT_EFFECTS) as GiftEffectName[]).filter((name) => needs.includes(name)).map((name) => GIFT_EFFECTS[name])
  return {
    beforeChange: async (args) => {
      if (!succeededNow(args.originalDoc?.status, args.data.status ?? args.originalDoc?.status)) return args.data
      let data = args.data
      for (const effect of effects) if (effect.mark) data = await effect.mark({ ...args, data })
      return data
    },
    afterChange: async (args) => {
      const success = succeededNow(args.operation === 'create' ? undefined : args.previousDoc?.status, args.doc.status)
      for (const effect of effects) await effect.start({ ...args, success })
      return args.doc
    },
  }
}
