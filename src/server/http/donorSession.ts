import 'server-only'

import type { Payload } from 'payload'

import { DONOR_SIGN_IN_NEEDED } from '@/contracts/donorPortal'
import { readCookie } from '@/lib/cookies'
import { servedOverHttps } from '@/lib/site-url'

import { selectDonorSession } from '../data/donorSessions'
import { hashToken, TOKEN_SHAPE } from '../domain/oneTimeToken'
import { DONOR_SESSION_DAYS, type Donor } from '../domain/donorSession'
import { unauthenticated } from '../domain/errors'

export type { Donor }

/** The donor session's cookie: its own name, never a staff one (staff sign in with a bearer token and Payload's cookie). */
export const DONOR_COOKIE = 'donor_session'

/**
 * The cookie that carries a donor's session: httpOnly (no script reads it), SameSite=Lax (no other
 * site's request carries it), Secure when the site is served over HTTPS, for 30 days.
 */
export function donorSessionCookie(token: string): string {
  const secure = servedOverHttps() ? '; Secure' : ''
  return `${DONOR_COOKIE}=${token}; Path=/; Max-Age=${DONOR_SESSION_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`
}

/** The cookie that ends it in this browser. */
export function clearedDonorCookie(): string {
  const secure = servedOverHttps() ? '; Secure' : ''
  return `${DONOR_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`
}

/** The signed-in donor of a request's cookies, or null (none, malformed, ended or expired). */
export async function donorOfCookies(payload: Payload, cookieHeader: string | null): Promise<Donor | null> {
  const token = readCookie(cookieHeader, DONOR_COOKIE)
  if (!token || !TOKEN_SHAPE.test(token)) return null
  const sessionHash = hashToken(token)
  const email = await selectDonorSession(payload, sessionHash)
  return email ? { email, sessionHash } : null
}

/** The signed-in donor of a request, else a 401 that says to sign in. */
export async function requireDonor(payload: Payload, request: Request): Promise<Donor> {
  const donor = await donorOfCookies(payload, request.headers.get('cookie'))
  if (!donor) throw unauthenticated(DONOR_SIGN_IN_NEEDED)
  return donor
}
