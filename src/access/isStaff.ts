import type { PayloadRequest } from 'payload'

import { userMayUse } from './roles'

/**
 * Any active staff member, whatever their role. Returns a plain boolean so it serves as
 * collection, field and admin-panel access alike.
 */
export const isStaff = ({ req: { user } }: { req: PayloadRequest }): boolean => userMayUse(user, 'any')
