import type { CollectionAfterChangeHook } from 'payload'

import { queueMail } from '@/jobs/queueMail'
import type { Rsvp } from '@/payload-types'
import { mayConfirmRsvp } from '@/server/services/events/rsvpConfirmation'

/**
 * A new RSVP queues its confirmation mail inside the same transaction as the RSVP itself (unless
 * its address was sent a few already this hour). Sending the form again makes no new RSVP, so
 * nobody is mailed twice.
 */
export const queueRsvpConfirmation: CollectionAfterChangeHook<Rsvp> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  if (await mayConfirmRsvp(req.payload, doc.email, req)) {
    await queueMail(req.payload, 'mailRsvpConfirmation', { rsvp: doc.id }, req)
  }
  return doc
}
