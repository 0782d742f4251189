import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { LoginAnswer } from '@/contracts/twoStep'

import { unauthenticated } from '../../domain/errors'
import type { Staff } from '../../domain/staff'
import { signInGuarded } from './loginGuard'
import { recordFailedSignIn, recordSignIn } from './signInRecords'
import { challengeFor } from './twoStep/signIn'

/** Payload's answer to wrong credentials (AuthenticationError), by status: 401. */
const isWrongCredentials = (error: unknown) => (error as { status?: number })?.status === 401

/**
 * Signs a staff member in under the lock-out rules of loginGuard. Returns the contract's body and
 * the device cookie for this browser. An account with a second step to pass (or to enrol) gets a
 * challenge instead, holding the session sealed until the code is right (twoStep/signIn), and no
 * device cookie: that is earned by the whole sign-in.
 */
export async function loginStaff(payload: Payload, email: string, password: string, cookieHeader: string | null, address: string): Promise<{ body: LoginAnswer; setCookie?: string }> {
  const outcome = await signInGuarded(payload, email, cookieHeader, async () => {
    try {
      const result = await payload.login({ collection: 'users', data: { email, password } })
      return result.token && result.user ? { token: result.token, user: result.user } : null
    } catch (error) {
      if (isWrongCredentials(error)) return null
      throw error
    }
  })
  if (!outcome.ok) {
    await recordFailedSignIn(payload, email, address, 'password, /api/auth/login')
    throw unauthenticated('Invalid email or password')
  }
  const { token, user } = outcome.value
  const challenge = challengeFor(user, token)
  if (challenge) return { body: challenge }
  await recordSignIn(payload, user, address, 'password, /api/auth/login')
  return {
    body: { access_token: token, token_type: 'bearer', user: { id: user.id, email: user.email } },
    setCookie: outcome.setCookie,
  }
}

/** Ends the session behind the token, so the token stops working at once. */
export async function logoutStaff(payload: Payload, staff: Staff): Promise<void> {
  const req = await createLocalReq({ user: staff }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}

/** Ends the session a token stands for (a /cms password sign-in that needed a second step). */
export async function endSession(payload: Payload, token: string): Promise<void> {
  const { user } = await payload.auth({ headers: new Headers({ authorization: `JWT ${token}` }) })
  if (user?.collection === 'users') await logoutStaff(payload, user as Staff)
}
