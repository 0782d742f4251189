import type { CollectionAfterChangeHook } from 'payload'

import { queueMail } from '@/jobs/queueMail'
import type { Donation } from '@/payload-types'

/**
 * The statuses from which `succeeded` is not a new gift: already counted (a replayed webhook), or a
 * dispute won back or a refund undone, which give back money the supporter was already told of.
 */
const ALREADY_TOLD: readonly (Donation['status'] | undefined)[] = ['succeeded', 'disputed', 'refunded', 'voided']

/**
 * Once a gift on a supporter's fundraiser is confirmed (the webhook, reconciliation or a recorded
 * check), the supporter is told, once: the mail is queued in the same transaction as the change.
 * Each paid renewal of a monthly gift is a row of its own, so a new gift: it is told too.
 */
export const queueFundraiserGiftMail: CollectionAfterChangeHook<Donation> = async ({ doc, previousDoc, operation, req }) => {
  if (!doc.fundraiser || doc.status !== 'succeeded') return doc
  const before = operation === 'create' ? undefined : previousDoc?.status
  if (ALREADY_TOLD.includes(before)) return doc
  await queueMail(req.payload, 'mailFundraiserGift', { donation: doc.id }, req)
  return doc
}
