import { queueMail } from '@/jobs/queueMail'

import type { GiftEffect } from './giftEffect'

/**
 * The foundation's letter of thanks (docs/acknowledgements.md), marked queued in the change that
 * makes a gift succeed (succeededNow, `new` or `back`: hooks/giftSucceeded.ts calls this only then):
 * a card gift's webhook, each monthly renewal row, a check recorded by staff.
 * Only that change does: a repeat of the event finds the gift succeeded already, and a letter
 * marked queued is never marked again by this hook, so each gift gets one. A gift without an email
 * is left unmarked: staff print its letter and post it (the dashboard lists those).
 */
export const markAcknowledgement: NonNullable<GiftEffect['mark']> = ({ data, originalDoc }) => {
  const acknowledgement = { ...originalDoc?.acknowledgement, ...data.acknowledgement }
  const email = data.donor_email ?? originalDoc?.donor_email
  if (!email || acknowledgement.queued_at || acknowledgement.sent_at) return data
  return { ...data, acknowledgement: { ...acknowledgement, queued_at: new Date().toISOString() } }
}

/** The letter marked queued above (or again by staff) is queued for the mail, in the same transaction as the change. */
export const queueAcknowledgement: GiftEffect['start'] = async ({ doc, previousDoc, req }) => {
  const queuedAt = doc.acknowledgement?.queued_at
  if (queuedAt && queuedAt !== previousDoc?.acknowledgement?.queued_at) await queueMail(req.payload, 'mailAcknowledgement', { donation: doc.id }, req)
}
