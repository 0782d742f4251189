import 'server-only'

import { createLocalReq, logoutOperation } from 'payload'

import type { LoginResult } from '@/contracts/auth'

import type { Staff } from '../http/auth'
import { ApiError, unauthorized } from '../http/errors'
import { getPayloadClient } from '../payload'

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
    // A locked account answers like a wrong password, so nobody learns which emails are staff.
    throw new ApiError(401, 'Invalid email or password')
  }
}

/** Ends the session behind the token, so the token stops working at once. */
export async function logoutStaff(staff: Staff): Promise<void> {
  const payload = await getPayloadClient()
  const req = await createLocalReq({ user: staff }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}
