import { queueMail } from '@/jobs/queueMail'

import type { GiftEffect } from './giftEffect'

/**
 * Once a gift on a supporter's fundraiser is confirmed (the webhook, reconciliation or a recorded
 * check), the supporter is told, once: the mail is queued in the same transaction as the change.
 * Only a `new` success tells (succeededNow): a replayed webhook finds the gift succeeded already,
 * and a dispute won back, a refund undone or a check restored (`back`) give back money the
 * supporter was already told of. Each paid renewal of a monthly gift is a row of its own, so a new
 * gift: it is told too.
 */
export const queueFundraiserGiftMail: GiftEffect['start'] = async ({ doc, success, req }) => {
  if (!doc.fundraiser || success !== 'new') return
  await queueMail(req.payload, 'mailFundraiserGift', { donation: doc.id }, req)
}
