import 'server-only'

import type { Payload } from 'payload'

import { siteUrl } from '@/lib/site-url'

import { hasOptedOut, insertMailOptOut, type MailChoiceKind } from '../../data/mailOptOuts'
import { sign, verify } from '../../secrets'

// Unsubscribing from one kind of mail without signing in: a signed link in each such mail, and
// its one-click form (RFC 8058's List-Unsubscribe-Post). Receipts and letters are always sent.

const KINDS: readonly MailChoiceKind[] = ['anniversary']

const signature = (kind: MailChoiceKind, email: string) => sign('mail-choice', `${kind}:${email.toLowerCase()}`)

/** `<kind>.<address, base64url>.<signature>`. */
export const mailChoiceToken = (kind: MailChoiceKind, email: string) => `${kind}.${Buffer.from(email.toLowerCase()).toString('base64url')}.${signature(kind, email)}`

/** The kind and address a token names, or null when we did not make it. */
export function readMailChoiceToken(token: string): { kind: MailChoiceKind; email: string } | null {
  const [kind, encoded, given, extra] = token.split('.')
  if (!kind || !encoded || !given || extra !== undefined || !KINDS.includes(kind as MailChoiceKind)) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  return verify('mail-choice', `${kind}:${email.toLowerCase()}`, given) ? { kind: kind as MailChoiceKind, email } : null
}

/** The page a reader opens from the mail, the address mail clients POST to, and the headers that name it. */
export function mailChoiceLinks(kind: MailChoiceKind, email: string) {
  const token = encodeURIComponent(mailChoiceToken(kind, email))
  const oneClick = `${siteUrl()}/api/mail-choices/unsubscribe?token=${token}`
  return {
    page: `${siteUrl()}/unsubscribe/mail?token=${token}`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/** Stops the token's kind of mail for its address; false (nothing changes) for a token we did not make. */
export async function unsubscribeFromMailChoice(payload: Payload, token: string): Promise<boolean> {
  const named = readMailChoiceToken(token)
  if (!named) return false
  await insertMailOptOut(payload, named.email, named.kind)
  return true
}

export const isUnsubscribed = hasOptedOut
