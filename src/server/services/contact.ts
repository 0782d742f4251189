import 'server-only'

import { after } from 'next/server'

import { VOLUNTEER_SUBJECT } from '@/contracts/contact'
import type { ContactMessage } from '@/payload-types'

import { sendMail } from '../mail'
import { getPayloadClient } from '../payload'
import { getSiteContent } from '../queries/siteContent'

type ContactData = { name: string; email: string; subject?: string | null; message: string }

/**
 * Stores a message (or volunteer application) first, then mails it to the foundation after the
 * response has gone out. A mail failure is logged and loses nothing: the message stays in the
 * database with `mailed_at` empty, for staff to see in /cms.
 */
export async function submitContactMessage(data: ContactData): Promise<ContactMessage> {
  const payload = await getPayloadClient()
  const kind = data.subject === VOLUNTEER_SUBJECT ? 'volunteer' : 'contact'
  // Visitors write only through this checked, rate-limited path; the collection is staff-only.
  const message = await payload.create({ collection: 'contact-messages', data: { ...data, kind }, overrideAccess: true })
  after(() => mailToFoundation(message))
  return message
}

async function mailToFoundation(message: ContactMessage): Promise<void> {
  const payload = await getPayloadClient()
  try {
    const to = process.env.CONTACT_TO_EMAIL || (await getSiteContent()).contact?.email
    if (!to) throw new Error('no CONTACT_TO_EMAIL and no contact email in the site content')
    await sendMail({
      to,
      replyTo: message.email,
      subject: `[${message.kind === 'volunteer' ? 'Volunteer' : 'Contact'}] ${message.subject || 'Message from the website'}`,
      text: `From: ${message.name} <${message.email}>\nReceived: ${message.createdAt}\n\n${message.message}`,
    })
    await payload.update({ collection: 'contact-messages', id: message.id, data: { mailed_at: new Date().toISOString() } })
  } catch (error) {
    payload.logger.error(`Contact message ${message.id} is stored but was not mailed: ${error instanceof Error ? error.message : error}`)
  }
}
