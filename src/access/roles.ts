import type { PayloadRequest } from 'payload'

import { roleMayUse, type StaffArea, type StaffRole } from '@/contracts/roles'

type StaffUser = { collection?: string; role?: StaffRole | null; active?: boolean | null }

/** Whether the request's user is an active staff member whose role covers `area`. */
export function userMayUse(user: PayloadRequest['user'] | StaffUser | null | undefined, area: StaffArea): boolean {
  const staff = user as StaffUser | null | undefined
  if (staff?.collection !== 'users' || staff.active === false) return false
  return roleMayUse(staff.role, area)
}
