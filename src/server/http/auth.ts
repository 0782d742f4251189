import 'server-only'

import type { Staff } from '../domain/staff'
import { getPayloadClient } from '../payload'
import { unauthenticated } from '../domain/errors'

/**
 * The signed-in staff member of a request (bearer token from /api/auth/login). A missing,
 * malformed, expired or revoked token is a 401.
 */
export async function requireStaff(request: Request): Promise<Staff> {
  const header = request.headers.get('authorization') ?? ''
  if (!/^Bearer\s+\S+$/i.test(header)) throw unauthenticated('Please sign in.')
  const payload = await getPayloadClient()
  const headers = new Headers({ authorization: header.replace(/^Bearer\s+/i, 'JWT ') })
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'users') throw unauthenticated()
  return user as Staff
}
