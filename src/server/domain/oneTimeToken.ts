import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { seal, type SecretPurpose, unseal } from '../secrets'

// A one-time emailed link carries a token of 32 random bytes (base64url). The one table of links
// (`one_time_links`: src/server/services/links/oneTimeLinks.ts) keeps only its SHA-256, so a copy
// of the database opens nothing; 256 random bits need no key to resist guessing, and the hashes
// stored before the table (staff invitations, fundraisers', scholarships' and donors' links) were
// made this way, so the links already mailed moved into it. The token travels to the mail job
// sealed (AES-256-GCM, a key derived from PAYLOAD_SECRET for the link's kind), so the job's row
// holds no usable link either.

/** The shape of a token we issue: anything else is refused before the database is asked. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

export const newToken = (): string => randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Seals and unseals tokens of one kind (src/server/secrets.ts: its own key, so kinds never mix). */
export function tokenSealer(purpose: SecretPurpose) {
  return {
    seal: (token: string): string => seal(purpose, token),
    /** The token, or null for anything not sealed by this sealer. */
    unseal: (value: string): string | null => unseal(purpose, value) ?? null,
  }
}

/**
 * Every kind of one-time emailed link a stranger can be sent: whether using it uses it up
 * (`singleUse`; the others work until replaced, expired or deleted with what they open), and the
 * key its token is sealed with on its way to the mail job (none: the mail is composed where the
 * link is made).
 */
export const LINK_PURPOSES = {
  /** A new staff member's password link (72 hours). */
  'staff-invitation': { singleUse: true, sealedWith: 'staff-invitation' },
  /** A supporter confirms the email of their new fundraising page (24 hours). */
  'fundraiser-confirm': { singleUse: true, sealedWith: 'fundraiser-link' },
  /** A supporter edits their page (1 hour). */
  'fundraiser-edit': { singleUse: true, sealedWith: 'fundraiser-link' },
  /** An applicant's continue link: until the application's data is cleared; a fresh one keeps the two before it. */
  'scholarship-application': { singleUse: false, sealedWith: 'scholarship-application-link' },
  /** A recommender's link: one letter (the request's status says so), until replaced or deleted with the request. */
  'scholarship-recommendation': { singleUse: false, sealedWith: 'scholarship-recommendation-link' },
  /** A donor's link to Stripe's portal for one monthly gift (1 hour; 24 hours from a failed-renewal mail). */
  'donor-manage': { singleUse: true, sealedWith: null },
  /** A ticket buyer names their order's guests (until the event starts). */
  'ticket-guests': { singleUse: false, sealedWith: 'ticket-guests-link' },
  /** One on an event's waitlist buys the seats offered to them (once, until WAITLIST_OFFER_HOURS have passed). */
  'waitlist-offer': { singleUse: true, sealedWith: 'waitlist-offer-link' },
  /** A paid sponsor uploads their logo (30 days; a new upload replaces the one waiting). */
  'sponsor-logo': { singleUse: false, sealedWith: 'sponsor-logo-link' },
  /** A donor signs in to their giving page (once, within 30 minutes). */
  'donor-sign-in': { singleUse: true, sealedWith: null },
} as const satisfies Record<string, { singleUse: boolean; sealedWith: SecretPurpose | null }>

export type LinkPurpose = keyof typeof LINK_PURPOSES

/** The kinds of record a link opens, and how they are named in `subject`. */
export type SubjectKind = 'user' | 'fundraiser' | 'application' | 'recommendation' | 'stripe-customer' | 'ticket-order' | 'waitlist-entry' | 'sponsorship' | 'donor-email'

/** What a link opens, as stored: `user:5`, `stripe-customer:cus_…`. */
export const linkSubject = (kind: SubjectKind, id: number | string): string => `${kind}:${id}`

/** The id in a subject of this kind (a number for records, the text for a Stripe customer), or null. */
export function subjectId(kind: SubjectKind, subject: string): string | null {
  const prefix = `${kind}:`
  return subject.startsWith(prefix) && subject.length > prefix.length ? subject.slice(prefix.length) : null
}

/** The numeric id of a record's subject, or null. */
export function subjectRecordId(kind: Exclude<SubjectKind, 'stripe-customer'>, subject: string): number | null {
  const id = subjectId(kind, subject)
  return id !== null && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null
}

/** When a link made at `now` expires: `ttlMs` later, or never (null) for links that live with their record. */
export const expiryOf = (ttlMs: number | null, now = new Date()): Date | null => (ttlMs === null ? null : new Date(now.getTime() + ttlMs))
