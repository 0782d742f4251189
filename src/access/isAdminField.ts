import type { FieldAccess } from 'payload'

import { isAdmin } from './isAdmin'

/** Only an admin sets this field (a role, an account's being active). */
export const isAdminField: FieldAccess = ({ req }) => isAdmin({ req })
