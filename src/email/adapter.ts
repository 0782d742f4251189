import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { queueMail } from '@/jobs/queueMail'
import { BRAND } from '@/lib/brand'
import { log } from '@/lib/log'
import { foldHeader } from '@/lib/logText'

const DEFAULT_FROM = `${BRAND} <no-reply@localhost>`

/** `Name <address>` (or a bare address) from MAIL_FROM, as Payload's adapter wants it. */
export function mailFrom(): { name: string; address: string } {
  const from = (process.env.MAIL_FROM || DEFAULT_FROM).trim()
  const match = /^(.*?)\s*<([^<>\s]+)>$/.exec(from)
  if (match) return { name: match[1]!.replace(/^"|"$/g, '').trim() || BRAND, address: match[2]! }
  return { name: BRAND, address: from }
}

/** Where development keeps the mail it does not send: `.data/mail` (DATA_DIR), one text file each. */
function keepForDevelopment(to: string, subject: string, text: string): string {
  const folder = path.resolve(process.env.DATA_DIR ?? '.data', 'mail')
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`)
  writeFileSync(file, `To: ${foldHeader(to)}\nSubject: ${foldHeader(subject)}\n\n${text}\n`, { mode: 0o600 })
  return file
}

/**
 * Without SMTP_URL, mail is not sent and counts as sent: a nodemailer transport of our own that
 * logs it. The log gets one line with the subject, never the recipient or the body (a body may
 * hold a one-time link); in development the whole mail is kept in `.data/mail/`, to be read there.
 */
function logTransport(): Transporter {
  return nodemailer.createTransport({
    name: 'log',
    version: '1',
    send(mail, done) {
      const { subject, text } = mail.data
      const title = String(subject ?? '')
      const file = process.env.NODE_ENV === 'production' ? undefined : keepForDevelopment(mail.message.getEnvelope().to.join(', '), title, String(text ?? ''))
      log.info({ mail: { subject: title, ...(file && { file }) } }, 'Mail not sent (SMTP_URL unset)')
      done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), accepted: [], rejected: [], pending: [], response: 'written to the log' })
    },
  })
}

function smtpTransport(url: string): Transporter {
  // Bounded waits: a silent SMTP server fails the attempt, which the Jobs Queue retries later.
  return nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
}

let delivery: Promise<ReturnType<EmailAdapter>> | undefined

/** A header's value (text, a list, an address `{ name, address }`) with its line breaks folded. */
const fold = (value: unknown): unknown =>
  typeof value === 'string'
    ? foldHeader(value)
    : Array.isArray(value)
      ? value.map(fold)
      : value && typeof value === 'object' && 'address' in value
        ? { ...value, name: fold((value as { name?: unknown }).name), address: fold(value.address) }
        : value

/** Every header a mail carries from data (addresses, subject, extra headers), folded onto one line. */
export function foldedHeaders(message: SendEmailOptions): SendEmailOptions {
  const { headers } = message
  const extra = headers && !Array.isArray(headers) ? Object.fromEntries(Object.entries(headers).map(([name, value]) => [foldHeader(name), fold(value)])) : headers
  const folded = Object.fromEntries((['from', 'to', 'cc', 'bcc', 'replyTo', 'subject'] as const).map((key) => [key, fold(message[key])]))
  return { ...message, ...folded, headers: extra } as SendEmailOptions
}

/**
 * The one way mail leaves the site: Payload's nodemailer adapter, on SMTP_URL (or the log). Only
 * the Jobs Queue's tasks call this, so every mail is retried until it goes. Whatever a header
 * holds, it stays one header: line breaks in it are folded into spaces.
 */
export async function deliverMail(payload: Payload, message: SendEmailOptions): Promise<void> {
  delivery ??= (async () => {
    const from = mailFrom()
    const url = process.env.SMTP_URL
    const adapter = await nodemailerAdapter({
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      transport: url ? smtpTransport(url) : logTransport(),
      skipVerify: true, // a failed send is retried anyway; no SMTP connection at every start
    })
    return adapter({ payload })
  })()
  await (await delivery).sendEmail(foldedHeaders(message))
}

/** A mail as a job's input holds it: JSON, attachments as text. */
export type QueuedMail = { to: string; subject: string; text?: string; html?: string }

const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

const addressText = (value: SendEmailOptions['to']): string => (Array.isArray(value) ? value : [value]).map((a) => (typeof a === 'object' && a ? a.address : String(a ?? ''))).join(', ')

/**
 * The adapter Payload is given (`email` in payload.config.ts): Payload's own mails (the password
 * reset of /cms) are queued as `sendPayloadMail` jobs, then delivered like every other mail.
 */
export const queuedEmailAdapter: EmailAdapter = ({ payload }) => {
  const from = mailFrom()
  return {
    name: 'queued-nodemailer',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const mail: QueuedMail = { to: addressText(message.to), subject: message.subject ?? '', text: asText(message.text), html: asText(message.html) }
      await queueMail(payload, 'sendPayloadMail', { mail })
    },
  }
}
