import 'server-only'

import type { Payload } from 'payload'

import { deliverMail } from '@/email/adapter'
import { siteUrl } from '@/lib/site-url'
import type { SiteContent } from '@/payload-types'

/** An attachment: text, or a binary file (a PDF) as base64. */
export type MailAttachment = { filename: string; content: string; contentType: string; encoding?: 'base64' }
export type Mail = {
  to: string
  subject: string
  text?: string
  html?: string
  replyTo?: string
  attachments?: MailAttachment[]
  headers?: Record<string, string>
}

/**
 * Sends one mail of a job of the Jobs Queue through Payload's email adapter (SMTP_URL, or the log
 * without it; src/email/adapter.ts). `job` names the job and becomes the Message-ID, so the rare
 * mail repeated after a crash mid-send is recognisably the same one. Throws when the SMTP server
 * refuses or cannot be reached; the queue retries.
 */
export async function sendMail(payload: Payload, mail: Mail, job: string | number): Promise<void> {
  await deliverMail(payload, { ...mail, messageId: `<job-${job}@${new URL(siteUrl()).hostname}>` })
}

/** The site's editable words as they are now (mail is sent outside Next's request cache). */
export const readSiteContent = (payload: Payload): Promise<SiteContent> => payload.findGlobal({ slug: 'site-content', depth: 0 })
