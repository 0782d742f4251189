import 'server-only'

import type { Payload } from 'payload'

import { siteUrl } from '@/lib/site-url'

import { insertReminderOptOut } from '../../data/reminderOptOuts'
import { sign, verify } from '../../secrets'

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Please use the link in the latest email from us.'

const signature = (email: string) => sign('reminder-unsubscribe', email.toLowerCase())

/** A token that names an address and proves we made it: `<address, base64url>.<signature>`. */
export const unsubscribeToken = (email: string) => `${Buffer.from(email.toLowerCase()).toString('base64url')}.${signature(email)}`

/** The address a token names, or null when it was not made by us (tampered, truncated, made up). */
export function readUnsubscribeToken(token: string): string | null {
  const [encoded, given, extra] = token.split('.')
  if (!encoded || !given || extra !== undefined) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  return verify('reminder-unsubscribe', email.toLowerCase(), given) ? email : null
}

/** The page a reader opens from the mail, and the address mail clients POST to (RFC 8058). */
export const unsubscribeLinks = (email: string) => {
  const token = encodeURIComponent(unsubscribeToken(email))
  return { page: `${siteUrl()}/unsubscribe?token=${token}`, oneClick: `${siteUrl()}/api/reminders/unsubscribe?token=${token}` }
}

/**
 * Stops event reminders and thank-yous for the token's address. False, and nothing changes, for
 * a token we did not make (the route answers 400: the link itself is malformed).
 */
export async function unsubscribeFromReminders(payload: Payload, token: string): Promise<boolean> {
  const email = readUnsubscribeToken(token)
  if (!email) return false
  await insertReminderOptOut(payload, email)
  return true
}
