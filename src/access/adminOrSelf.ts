import type { Access } from 'payload'

import { isAdmin } from './isAdmin'
import { isStaff } from './isStaff'

/** Admins see and edit every staff account; other staff only their own (a password change). */
export const adminOrSelf: Access = (args) => {
  if (isAdmin(args)) return true
  if (!isStaff(args)) return false
  return { id: { equals: args.req.user!.id } }
}
