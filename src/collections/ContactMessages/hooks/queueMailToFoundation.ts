import type { CollectionAfterChangeHook } from 'payload'

import { queueMail } from '@/jobs/queueMail'
import type { ContactMessage } from '@/payload-types'

/**
 * A new message or volunteer application queues its mail to the foundation inside the same
 * transaction as the message itself: both are stored, or neither.
 */
export const queueMailToFoundation: CollectionAfterChangeHook<ContactMessage> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const task = doc.kind === 'volunteer' ? 'mailVolunteerApplication' : 'mailContactMessage'
  await queueMail(req.payload, task, { message: doc.id }, req)
  return doc
}
