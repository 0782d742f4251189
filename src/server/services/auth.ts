import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { LoginResult } from '@/contracts/auth'

import type { Staff } from '../http/auth'
import { ApiError, unauthorized } from '../http/errors'
import { getPayloadClient } from '../payload'

const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.'

/** Signs a staff member in; Payload counts failures and locks the account after five. */
export async function loginStaff(email: string, password: string): Promise<LoginResult> {
  const payload = await getPayloadClient()
  try {
    const result = await payload.login({ collection: 'users', data: { email, password } })
    if (!result.token || !result.user) throw unauthorized('Invalid email or password')
    return {
      access_token: result.token,
      token_type: 'bearer',
      user: { id: result.user.id, email: result.user.email },
    }
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (await isLocked(payload, email)) {
      throw new ApiError(429, LOCKED_MESSAGE, undefined, { 'Retry-After': '900' })
    }
    throw new ApiError(401, 'Invalid email or password')
  }
}

/** Read from the account itself: Payload's LockedAuth and AuthenticationError share status 401. */
async function isLocked(payload: Payload, email: string): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
  })
  const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
  return Boolean(lockUntil && Date.parse(lockUntil) > Date.now())
}

/** Ends the session behind the token, so the token stops working at once. */
export async function logoutStaff(staff: Staff): Promise<void> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: staff }, payload)
  const users = payload.collections.users
  await logoutOperation({ collection: users, req })
}
