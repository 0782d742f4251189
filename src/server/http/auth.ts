import 'server-only'

import type { Payload } from 'payload'

import { outsideRoleMessage, type StaffArea } from '@/contracts/roles'
import { userMayUse } from '@/access/roles'

import type { Staff } from '../domain/staff'
import { forbidden, unauthenticated } from '../domain/errors'

/**
 * The signed-in staff member of a request (bearer token from /api/auth/login). A missing,
 * malformed, expired or revoked token, or a deactivated account, is a 401; a role that does not
 * cover `area` is a 403 that says so.
 */
export async function requireStaff(payload: Payload, request: Request, area: StaffArea = 'any'): Promise<Staff> {
  const header = request.headers.get('authorization') ?? ''
  if (!/^Bearer\s+\S+$/i.test(header)) throw unauthenticated('Please sign in.')
  const headers = new Headers({ authorization: header.replace(/^Bearer\s+/i, 'JWT ') })
  const { user } = await payload.auth({ headers })
  if (!user || user.collection !== 'users' || user.active === false) throw unauthenticated()
  if (!userMayUse(user, area)) throw forbidden(outsideRoleMessage(user.role, area))
  return user as Staff
}
