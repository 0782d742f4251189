import 'server-only'

import { createHash } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { MAIL_CAP_MESSAGE } from '@/contracts/tooManyRequests'
import { mailboxOf } from '@/lib/mailboxOf'

import { countHit, countHitWithin } from '../data/rateLimitHits'
import { tooMany } from '../domain/errors'

// Every mail a stranger can make the site send to an address they type is counted here, per
// address (its mailbox: src/lib/mailboxOf.ts) and hour, whatever client asks: the per-client rate
// limits (src/server/http/rateLimit.ts) bound what one network sends, these bound what one inbox
// receives. The count is a row of `rate_limit_hits` (one atomic upsert, so every app instance
// shares it), keyed by a hash of the address: the table holds no one's email. docs/security.md
// lists the numbers.

const HOUR_SECONDS = 3_600

/**
 * The mails of each kind one address may be sent in an hour. A kind may hold several mails: a
 * scholarship's continue links and its requests to recommenders are one count.
 */
export const MAIL_CAPS = {
  /** A year-end statement asked for (POST /api/donations/statement). Over it: 429. */
  statement: 3,
  /** The links to manage a monthly gift (POST /api/donations/manage). Over it: the same 202, no mail. */
  'donor-links': 3,
  /** A scholarship's continue links (applying, a lost link) and recommenders' requests. Over it: 429 (a lost link: the same 202, no mail). */
  scholarship: 5,
  /** A fundraiser's confirm link (a new page). Over it: the same answer, no mail (the page is kept, unconfirmed). */
  'fundraiser-confirm': 3,
  /** A fundraiser's edit links (POST /api/fundraisers/edit-link). Over it: the same 202, no mail. */
  'fundraiser-edit': 3,
  /** A donor's sign-in links (POST /api/donor/sign-in). Over it: the same 202, no mail. */
  'donor-sign-in': 3,
  /** RSVP confirmations. Over it: the RSVP is kept, no mail. */
  rsvp: 3,
  /** /cms password reset links (Payload's forgot-password). Over it: the same answer, no mail. */
  'staff-password': 3,
} as const satisfies Record<string, number>

export type MailKind = keyof typeof MAIL_CAPS

const keyOf = (kind: MailKind, email: string) => `mail-cap|${kind}|${createHash('sha256').update(mailboxOf(email)).digest('base64url')}`

/**
 * One mail of `kind` to `email` counted: whether it is within the address's hour, and the seconds
 * until that hour ends. Inside a transaction (a hook's), pass its `req`: the count is made on the
 * transaction's own connection, and rolled back with it.
 */
export async function countMail(payload: Payload, kind: MailKind, email: string, req?: Partial<PayloadRequest>): Promise<{ allowed: boolean; retryAfter: number }> {
  const key = keyOf(kind, email)
  const counted = req ? await countHitWithin(payload, req, key, HOUR_SECONDS) : await countHit(payload, key, HOUR_SECONDS)
  return { allowed: (counted?.hits ?? 0) <= MAIL_CAPS[kind], retryAfter: Math.max(1, counted?.retry_after ?? HOUR_SECONDS) }
}

/** Counts the mail; whether it may go. For a sender whose answer must stay the same: over the cap it quietly sends nothing. */
export async function mayMail(payload: Payload, kind: MailKind, email: string, req?: Partial<PayloadRequest>): Promise<boolean> {
  return (await countMail(payload, kind, email, req)).allowed
}

/** Counts the mail; over the cap, 429 with Retry-After (MAIL_CAP_MESSAGE), before anything is stored. */
export async function refuseOverMailCap(payload: Payload, kind: MailKind, email: string): Promise<void> {
  const { allowed, retryAfter } = await countMail(payload, kind, email)
  if (!allowed) throw tooMany(MAIL_CAP_MESSAGE, retryAfter)
}
