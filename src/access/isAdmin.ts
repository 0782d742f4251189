import type { PayloadRequest } from 'payload'

import { userMayUse } from './roles'

/** An active staff member with the `admin` role: everything, and the only one who manages staff. */
export const isAdmin = ({ req: { user } }: { req: PayloadRequest }): boolean => userMayUse(user, 'admin')
