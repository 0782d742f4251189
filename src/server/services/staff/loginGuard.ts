import 'server-only'

import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { readCookie } from '@/lib/cookies'
import { positiveSetting } from '@/lib/settings'
import { servedOverHttps } from '@/lib/site-url'

import { deleteLockout, recordAttempt } from '../../data/loginLockouts'
import { sign as signWith, verify } from '../../secrets'

/**
 * Bounded password guessing that a stranger cannot turn into a lock-out (OWASP's "device cookie").
 *
 * A browser that signed in successfully as a staff member gets a signed device cookie for that
 * email. Failed sign-ins are counted per email *and* per source: one count for each such device,
 * one shared by everyone else. Five failures lock that source for fifteen minutes. A stranger who
 * guesses at a staff email locks out only other strangers, never the browser the staff member
 * signed in from before; a stolen laptop's cookie is locked by its own five failures.
 */
const MAX_FAILURES = 5
const LOCK_MINUTES = 15
const DEVICE_COOKIE_DAYS = 365

const normalise = (email: string) => email.trim().toLowerCase()
const signed = (email: string, nonce: string) => `${normalise(email)}|${nonce}`

/** One cookie per staff email, named after a keyed hash so the name does not reveal the email. */
export const deviceCookieName = (email: string): string => `device_${signWith('staff-device', normalise(email)).slice(0, 16)}`

/** The device's nonce when the request carries a genuine device cookie for this email. */
function trustedDevice(email: string, cookieHeader: string | null): string | undefined {
  const [nonce, given] = (readCookie(cookieHeader, deviceCookieName(email)) ?? '').split('.')
  if (!nonce || !given || !/^[\w-]{16,64}$/.test(nonce)) return undefined
  return verify('staff-device', signed(email, nonce), given) ? nonce : undefined
}

/** A fresh device cookie for a browser that has just signed in as `email`. */
export function deviceCookie(email: string): string {
  const nonce = randomBytes(18).toString('base64url')
  const secure = servedOverHttps() ? '; Secure' : ''
  return `${deviceCookieName(email)}=${nonce}.${signWith('staff-device', signed(email, nonce))}; Path=/; Max-Age=${DEVICE_COOKIE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`
}

/**
 * What is being guessed: the password, or the second step's code. Each has its own count, so a
 * right password never clears the failures of wrong codes (which would let whoever knows the
 * password guess codes without end).
 */
export type GuessedSecret = 'password' | 'two-step'

/** The lock-out bucket of this attempt: the email with this device, or with "a stranger". */
export function lockoutKey(email: string, cookieHeader: string | null, guessed: GuessedSecret = 'password'): string {
  const source = trustedDevice(email, cookieHeader) ?? 'stranger'
  const scope = guessed === 'password' ? '' : `|${guessed}`
  return createHash('sha256')
    .update(`${normalise(email)}|${source}${scope}`)
    .digest('base64url')
}

/**
 * Counts this attempt before the password is checked, in one atomic statement, so parallel
 * guesses cannot all slip in before the lock lands. Failures older than the lock time are
 * forgotten, and so is a lock that has run out. The fifth attempt in a row still runs (it may be
 * the right password) but locks the bucket unless it succeeds. False: the bucket is locked.
 */
export async function reserveAttempt(payload: Payload, key: string): Promise<boolean> {
  const failures = await recordAttempt(payload, key, LOCK_MINUTES, MAX_FAILURES)
  return (failures ?? Number.POSITIVE_INFINITY) <= MAX_FAILURES
}

/** A successful sign-in clears its bucket's count. */
export async function clearFailures(payload: Payload, key: string): Promise<void> {
  await deleteLockout(payload, key)
}

export type GuardedSignIn<T> = { ok: true; value: T; setCookie: string } | { ok: false }

/**
 * Every refusal takes at least this long, so the time to answer does not tell an unknown email
 * (no password hash checked) or a locked bucket from a wrong password. SIGN_IN_REFUSAL_FLOOR_MS
 * changes it (test servers set it shorter); it must stay above the password check's own time.
 */
const REFUSAL_FLOOR_MS = positiveSetting('SIGN_IN_REFUSAL_FLOOR_MS', 600, { integer: true })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs one sign-in attempt under the lock-out rules. `attempt` checks the password and answers
 * null for anything but a successful sign-in; it is counted as a failure until it succeeds. A
 * locked bucket is answered exactly like wrong credentials, so nobody learns whether an email
 * belongs to staff or is locked.
 */
export async function signInGuarded<T>(payload: Payload, email: string, cookieHeader: string | null, attempt: () => Promise<T | null>, guessed: GuessedSecret = 'password'): Promise<GuardedSignIn<T>> {
  const started = performance.now()
  const key = lockoutKey(email, cookieHeader, guessed)
  const value = (await reserveAttempt(payload, key)) ? await attempt() : null
  if (value === null) {
    await sleep(REFUSAL_FLOOR_MS - (performance.now() - started))
    return { ok: false }
  }
  await clearFailures(payload, key)
  return { ok: true, value, setCookie: deviceCookie(email) }
}
