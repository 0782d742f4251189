import type { Access, Where } from 'payload'

import { isStaff } from './isStaff'

/** A staff member's own `/cms` preferences (columns, open panels), and nobody else's. */
export const ownPreferences: Access = ({ req }) => {
  if (!isStaff({ req })) return false
  const mine: Where[] = [{ 'user.value': { equals: req.user!.id } }, { 'user.relationTo': { equals: 'users' } }]
  return { and: mine }
}
