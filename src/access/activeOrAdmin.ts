import type { Access } from 'payload'

import { isAdmin } from './isAdmin'

/** Staff see every sponsor tier; the public only active ones. */
export const activeOrAdmin: Access = (args) =>
  isAdmin(args) ? true : { is_active: { equals: true } }
