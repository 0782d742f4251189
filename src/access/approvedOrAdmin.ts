import type { Access } from 'payload'

import { isAdmin } from './isAdmin'

/** Staff see every photo (and its files); the public only approved ones. */
export const approvedOrAdmin: Access = (args) =>
  isAdmin(args) ? true : { status: { equals: 'approved' } }
