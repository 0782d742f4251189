import { queueMail } from '@/jobs/queueMail'
import { relationId } from '@/lib/relations'
import { prefersDigest } from '@/server/data/tributeFamilies'

import type { GiftEffect } from './giftEffect'

/**
 * The moment a tribute gift is confirmed (it becomes `succeeded`: the webhook, or reconciliation
 * through the same handler; succeededNow `new` or `back`: hooks/giftSucceeded.ts calls this only
 * then) and names someone to tell, its card is marked queued, in the change that confirms it. Only that change does: a repeat of the event finds the gift succeeded already,
 * and a card marked queued is never marked again, so the card goes once. A pending, failed or
 * canceled gift never gets one; a monthly gift's renewals carry no tribute.
 */
export const markTributeCard: NonNullable<GiftEffect['mark']> = async ({ data, originalDoc, req }) => {
  const tribute = { ...originalDoc?.tribute, ...data.tribute }
  if (!tribute.kind || !tribute.notify_email || tribute.card_queued_at) return data
  // The family chose a daily or weekly digest from an earlier card's link: it lists this gift.
  const page = relationId(tribute.page)
  if (page && (await prefersDigest(req.payload, req, page, tribute.notify_email))) return data
  return { ...data, tribute: { ...tribute, card_queued_at: new Date().toISOString() } }
}

/** The card marked queued above is queued for the mail, in the same transaction as the gift's change. */
export const queueTributeCard: GiftEffect['start'] = async ({ doc, previousDoc, req }) => {
  if (doc.tribute?.card_queued_at && !previousDoc?.tribute?.card_queued_at) await queueMail(req.payload, 'mailTributeCard', { donation: doc.id }, req)
}
