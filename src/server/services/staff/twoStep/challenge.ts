import 'server-only'

import { unauthenticated } from '../../../domain/errors'
import { seal, unseal } from '../../../secrets'

/**
 * The `mfa_token` handed out between the password and the second step: the Payload session the
 * password opened, sealed (AES-256-GCM under a key derived from PAYLOAD_SECRET) with the account
 * it belongs to, what it may be used for and when it expires. The session token itself never
 * reaches the browser until the second step is passed; a forged, altered, expired or misused
 * mfa_token opens nothing.
 */
export type ChallengePurpose = 'sign-in' | 'enrol'

export type Challenge = { purpose: ChallengePurpose; userId: number; email: string; sessionToken: string }

export const CHALLENGE_SECONDS = 5 * 60
export const CHALLENGE_REFUSED = 'This sign-in has expired or is not valid. Please sign in again.'

type Sealed = { u: number; e: string; t: string; x: number }

export function issueChallenge(challenge: Challenge, now = Date.now()): string {
  const body: Sealed = { u: challenge.userId, e: challenge.email, t: challenge.sessionToken, x: now + CHALLENGE_SECONDS * 1000 }
  return seal('mfa-token', JSON.stringify(body), `mfa-token|${challenge.purpose}`)
}

/** The challenge inside `token` for this purpose, or a 401. */
export function openChallenge(token: string, purpose: ChallengePurpose, now = Date.now()): Challenge {
  const text = unseal('mfa-token', token, `mfa-token|${purpose}`)
  const body = text ? (JSON.parse(text) as Partial<Sealed>) : undefined
  if (!body || typeof body.u !== 'number' || typeof body.e !== 'string' || typeof body.t !== 'string' || typeof body.x !== 'number' || body.x < now) {
    throw unauthenticated(CHALLENGE_REFUSED)
  }
  return { purpose, userId: body.u, email: body.e, sessionToken: body.t }
}
