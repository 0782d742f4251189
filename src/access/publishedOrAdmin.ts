import type { Access } from 'payload'

import { isAdmin } from './isAdmin'

/** Staff see every event; the public only published ones. */
export const publishedOrAdmin: Access = (args) =>
  isAdmin(args) ? true : { is_published: { equals: true } }
