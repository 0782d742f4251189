import 'server-only'

import type { Payload } from 'payload'
import { generatePayloadCookie } from 'payload/shared'

import type { LoginResult } from '@/contracts/auth'
import type { Enrolment, LoginAnswer } from '@/contracts/twoStep'
import type { User } from '@/payload-types'

import { unauthenticated } from '../../../domain/errors'
import { deviceCookie, signInGuarded } from '../loginGuard'
import { recordFailedSignIn, recordSignIn } from '../signInRecords'
import { CHALLENGE_REFUSED, type Challenge, issueChallenge, openChallenge } from './challenge'
import { confirmEnrolment, startEnrolment } from './enrolment'
import { twoStepRequiredFor } from './policy'
import { spendCodeOf } from './secret'

export const WRONG_SIGN_IN_CODE = 'Invalid code'

/** What a right password leads to: a code, an enrolment, or (undefined) the session at once. */
export function secondStepOf(user: Pick<User, 'role' | 'two_step_enabled_at'>): 'code' | 'enrol' | undefined {
  if (user.two_step_enabled_at) return 'code'
  return twoStepRequiredFor(user.role) ? 'enrol' : undefined
}

/** The login's answer for an account with a second step to pass: a challenge holding the session. */
export function challengeFor(user: Pick<User, 'id' | 'email' | 'role' | 'two_step_enabled_at'>, sessionToken: string): LoginAnswer | undefined {
  const step = secondStepOf(user)
  if (!step) return undefined
  const mfa_token = issueChallenge({ purpose: step === 'code' ? 'sign-in' : 'enrol', userId: user.id, email: user.email, sessionToken })
  return step === 'code' ? { mfa_required: true, mfa_token } : { mfa_enrollment_required: true, mfa_token }
}

export type SessionHandedOut<T> = { body: T; cookies: string[] }

/** The session inside a challenge, still open (not signed out, deactivated or reset meanwhile). */
async function openSession(payload: Payload, challenge: Challenge): Promise<User> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${challenge.sessionToken}` }) })
  if (!user || user.collection !== 'users' || user.id !== challenge.userId || user.active === false) throw unauthenticated(CHALLENGE_REFUSED)
  return user as User
}

/** Payload's own session cookie, so /cms works after a two-step sign-in too. */
async function payloadSessionCookie(payload: Payload, token: string): Promise<string> {
  return generatePayloadCookie({ collectionAuthConfig: payload.collections.users.config.auth, cookiePrefix: payload.config.cookiePrefix, token })
}

async function handOut(payload: Payload, user: User, challenge: Challenge, deviceCookie: string, address: string, how: string): Promise<SessionHandedOut<LoginResult>> {
  await recordSignIn(payload, user, address, how)
  return {
    body: { access_token: challenge.sessionToken, token_type: 'bearer', user: { id: user.id, email: user.email } },
    cookies: [deviceCookie, await payloadSessionCookie(payload, challenge.sessionToken)],
  }
}

/**
 * Completes a sign-in with a code or a recovery code. Wrong codes are counted per email and
 * device under the password's lock-out rules (a bucket of their own); only now is the session
 * handed out, with the device cookie.
 */
export async function signInWithCode(payload: Payload, mfaToken: string, code: string, cookieHeader: string | null, address: string): Promise<SessionHandedOut<LoginResult>> {
  const challenge = openChallenge(mfaToken, 'sign-in')
  const user = await openSession(payload, challenge)
  const outcome = await signInGuarded(payload, challenge.email, cookieHeader, async () => (await spendCodeOf(payload, user.id, code)) ?? null, 'two-step')
  if (!outcome.ok) {
    await recordFailedSignIn(payload, challenge.email, address, 'two-step code, /api/auth/mfa')
    throw unauthenticated(WRONG_SIGN_IN_CODE)
  }
  return handOut(payload, user, challenge, outcome.setCookie, address, `password and ${outcome.value.kind}, /api/auth/mfa`)
}

/** The required enrolment, authorised by the login's enrolment challenge. */
export async function startEnrolmentByChallenge(payload: Payload, mfaToken: string): Promise<Enrolment> {
  const challenge = openChallenge(mfaToken, 'enrol')
  const user = await openSession(payload, challenge)
  return startEnrolment(payload, user)
}

/** Its first code turns the second step on and completes the sign-in; the recovery codes come once. */
export async function confirmEnrolmentByChallenge(payload: Payload, mfaToken: string, code: string, address: string): Promise<SessionHandedOut<LoginResult & { recovery_codes: string[] }>> {
  const challenge = openChallenge(mfaToken, 'enrol')
  const user = await openSession(payload, challenge)
  const recovery_codes = await confirmEnrolment(payload, user, code, { id: user.id, email: user.email, address })
  const session = await handOut(payload, user, challenge, deviceCookie(user.email), address, 'password and first code (enrolment), /api/auth/mfa/enrol/confirm')
  return { body: { ...session.body, recovery_codes }, cookies: session.cookies }
}
