import 'server-only'

import { createHash, randomBytes } from 'node:crypto'

import { seal, type SecretPurpose, unseal } from '../secrets'

// A one-time emailed link carries a token of 32 random bytes (base64url). The record keeps only its
// SHA-256, so a copy of the database opens nothing. The token travels to the mail job sealed
// (AES-256-GCM, a key derived from PAYLOAD_SECRET and the link's kind), so the job's row holds no
// usable link either. Used by staff invitations and supporters' fundraiser links.

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
