import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { deleteLinksOf, deleteOldLinks, findLiveLink, insertLink, liveLinksOf, spendLink, unspendLink } from '../../data/oneTimeLinks'
import { expiryOf, hashToken, LINK_PURPOSES, type LinkPurpose, newToken, tokenSealer, TOKEN_SHAPE } from '../../domain/oneTimeToken'

// Every one-time emailed link a stranger can be sent (staff invitations, fundraisers' confirm and
// edit links, scholarship continue and recommendation links, donors' manage links) is one row of
// `one_time_links`: the SHA-256 of its token (never the token), its purpose, what it opens
// (`subject`: `user:5`, `fundraiser:3`, `application:12`, `recommendation:7`,
// `stripe-customer:cus_…`), when it expires and when it was used. A link is found by the hash of
// the token it brings (a lookup, never a comparison of secrets), only for the purpose asked, and
// a single-use link is used up in one statement, so of two uses at once one wins. The purposes
// are declared in src/server/domain/oneTimeToken.ts (LINK_PURPOSES).

export type { LinkPurpose } from '../../domain/oneTimeToken'

export type IssueLinkInput = {
  purpose: LinkPurpose
  /** What the link opens: linkSubject('user', 5). */
  subject: string
  /** How long it works, in milliseconds; null: until it is replaced or deleted with its subject. */
  ttlMs: number | null
  /** The transaction the link is made in (with the record it opens): rolled back with it. */
  req?: Partial<PayloadRequest>
  /** Earlier links of the subject this one replaces: of these purposes (default: its own), all but the `keep` newest. */
  replaces?: { keep: number; purposes?: readonly LinkPurpose[] }
  /**
   * The token, when the caller makes it (a mail job's retry that must send the links it stored:
   * src/server/services/donations/donorLinks.ts); by default 32 random bytes.
   */
  token?: string
}

/** Issues a link: its token, for the mail only (what is stored is its hash). */
export async function issueLink(payload: Payload, input: IssueLinkInput): Promise<string> {
  const token = input.token ?? newToken()
  if (!TOKEN_SHAPE.test(token)) throw new Error('A one-time link token is 43 base64url characters')
  if (input.replaces) await deleteLinksOf(payload, input.subject, input.replaces.purposes ?? [input.purpose], input.replaces.keep, input.req)
  await insertLink(payload, { tokenHash: hashToken(token), purpose: input.purpose, subject: input.subject, expiresAt: expiryOf(input.ttlMs) }, input.req)
  return token
}

export type RedeemedLink = { purpose: LinkPurpose; subject: string; expiresAt: Date | null }

export type RedeemOptions = {
  /** Use the link up (its purpose must be single-use); false: only check that it works (a page that shows its form). */
  consume: boolean
  req?: Partial<PayloadRequest>
}

/**
 * The link this token is, for one of these purposes: null when the token is malformed, unknown,
 * of another purpose, expired or already used. With `consume`, it is used up atomically (two
 * redeems at once: one gets it, the other null); inside `req`'s transaction, a rollback gives it
 * back.
 */
export async function redeemLink(payload: Payload, purpose: LinkPurpose | readonly LinkPurpose[], token: string, options: RedeemOptions): Promise<RedeemedLink | null> {
  const purposes: readonly LinkPurpose[] = typeof purpose === 'string' ? [purpose] : purpose
  if (options.consume && purposes.some((each) => !LINK_PURPOSES[each].singleUse)) throw new Error(`Links for ${purposes.join(', ')} are not single-use`)
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null
  const row = options.consume ? await spendLink(payload, hashToken(token), purposes, options.req) : await findLiveLink(payload, hashToken(token), purposes, options.req)
  return row ? { purpose: row.purpose as LinkPurpose, subject: row.subject, expiresAt: row.expires_at } : null
}

/** Gives a used link back, when what it was used for could not be done (Stripe did not answer). */
export async function releaseLink(payload: Payload, token: string, req?: Partial<PayloadRequest>): Promise<void> {
  if (TOKEN_SHAPE.test(token)) await unspendLink(payload, hashToken(token), req)
}

/** Revokes a subject's links of these purposes (all but the `keep` newest); how many. */
export async function revokeLinks(payload: Payload, input: { subject: string; purposes: readonly LinkPurpose[]; keep?: number; req?: Partial<PayloadRequest> }): Promise<number> {
  return deleteLinksOf(payload, input.subject, input.purposes, input.keep ?? 0, input.req)
}

/** When the subject's live links of these purposes expire, newest first (null: never). */
export async function liveLinkExpiries(payload: Payload, subject: string, purposes: readonly LinkPurpose[], req?: Partial<PayloadRequest>): Promise<(Date | null)[]> {
  return (await liveLinksOf(payload, subject, purposes, req)).map((row) => row.expires_at)
}

/** The token sealed for the mail job's input, under its purpose's key. */
export function sealLinkToken(purpose: LinkPurpose, token: string): string {
  const key = LINK_PURPOSES[purpose].sealedWith
  if (!key) throw new Error(`Links for ${purpose} are not sealed`)
  return tokenSealer(key).seal(token)
}

/** The token a mail job was handed, or null for anything not sealed for this purpose's key. */
export function unsealLinkToken(purpose: LinkPurpose, sealed: string): string | null {
  const key = LINK_PURPOSES[purpose].sealedWith
  return key ? tokenSealer(key).unseal(sealed) : null
}

/** Forgets links a day after they expired (housekeeping); how many. */
export const forgetExpiredLinks = (payload: Payload): Promise<number> => deleteOldLinks(payload)
