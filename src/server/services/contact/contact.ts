import 'server-only'

import type { Payload } from 'payload'

import { VOLUNTEER_SUBJECT } from '@/contracts/contact'
import { contactMessage } from '@/email/contactMail'
import { renderMail } from '@/email/renderMail'
import { foldHeader, logText } from '@/lib/logText'
import type { ContactMessage } from '@/payload-types'

import { readSiteContent, sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { updateContactMessage } from './messageWrite'

type ContactData = { name: string; email: string; subject?: string | null; message: string }

/**
 * Stores a message (or volunteer application). The collection's hook queues its mail to the
 * foundation in the same transaction (src/collections/ContactMessages/hooks), so a message is
 * never stored without its mail on the way, and the answer never waits for SMTP.
 */
export async function submitContactMessage(payload: Payload, data: ContactData): Promise<ContactMessage> {
  const kind = data.subject === VOLUNTEER_SUBJECT ? 'volunteer' : 'contact'
  // Visitors write only through this checked, rate-limited path; the collection is staff-only.
  return payload.create({ collection: 'contact-messages', data: { ...data, kind }, overrideAccess: true })
}

/**
 * Mails a stored message to the foundation (a task of the Jobs Queue). A message already mailed
 * is not mailed again; a deleted one has nothing left to send.
 */
export async function mailToFoundation(payload: Payload, messageId: number, job: string | number): Promise<'sent' | 'already sent' | 'gone'> {
  const message = await payload.findByID({ collection: 'contact-messages', id: messageId, depth: 0, disableErrors: true })
  if (!message) return 'gone'
  if (message.mailed_at) return 'already sent'
  const to = process.env.CONTACT_TO_EMAIL || (await readSiteContent(payload)).contact?.email
  if (!to) throw new Error('No CONTACT_TO_EMAIL and no contact email in the site content.')
  const subject = `[${message.kind === 'volunteer' ? 'Volunteer' : 'Contact'}] ${foldHeader(message.subject || 'Message from the website')}`
  const { name: foundation } = await readFoundation(payload)
  const words = contactMessage({ name: foldHeader(message.name), email: message.email, received: message.createdAt, message: message.message })
  await sendMail(payload, { to, replyTo: message.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
  // Sent: a failure to note it must not make the queue send it again.
  await updateContactMessage(payload, message.id, () => ({ mailed_at: new Date().toISOString() })).catch((error: unknown) =>
    payload.logger.warn(`Contact message ${message.id} was mailed, but that was not noted: ${logText(error instanceof Error ? error.message : error)}`),
  )
  return 'sent'
}
