import 'server-only'

import type { Payload } from 'payload'

import { deliverMail } from '@/email/adapter'
import { addressHash, recipientsOf } from '@/lib/addressHash'
import { siteUrl } from '@/lib/site-url'
import type { SiteContent } from '@/payload-types'

import { selectErasedAmong } from './data/erasedAddresses'

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
 * The mail's recipients but the erased addresses (src/server/data/erasedAddresses.ts, by their
 * hash): the To as it was when none is erased, the rest joined, or null when all are.
 */
async function toWithoutErased(payload: Payload, to: string): Promise<string | null> {
  const recipients = recipientsOf(to)
  const erased = await selectErasedAmong(payload, recipients.map(addressHash))
  if (erased.size === 0) return to
  const kept = recipients.filter((address) => !erased.has(addressHash(address)))
  return kept.length ? kept.join(', ') : null
}

/**
 * Sends one mail of a job of the Jobs Queue through Payload's email adapter (SMTP_URL, or the log
 * without it; src/email/adapter.ts). `job` names the job and becomes the Message-ID, so the rare
 * mail repeated after a crash mid-send is recognisably the same one. Throws when the SMTP server
 * refuses or cannot be reached; the queue retries. Every mail of every task comes here, so an
 * address an admin erased (docs/people.md) is sent nothing, whatever queued the mail.
 */
export async function sendMail(payload: Payload, mail: Mail, job: string | number): Promise<void> {
  const to = await toWithoutErased(payload, mail.to)
  if (to === null) {
    payload.logger.info(`Mail of job ${job} not sent: its address was erased`)
    return
  }
  await deliverMail(payload, { ...mail, to, messageId: `<job-${job}@${new URL(siteUrl()).hostname}>` })
}

/** The site's editable words as they are now (mail is sent outside Next's request cache). */
export const readSiteContent = (payload: Payload): Promise<SiteContent> => payload.findGlobal({ slug: 'site-content', depth: 0 })
