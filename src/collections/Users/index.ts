import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { servedOverHttps } from '@/lib/site-url'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'createdAt'] },
  auth: {
    tokenExpiration: 60 * 60 * 8, // one working day
    // Guessing is bounded by src/server/services/loginGuard (per email and browser, so a stranger
    // cannot lock a staff member out); Payload's own per-account lock is off.
    maxLoginAttempts: 0,
    useSessions: true, // logout and password changes revoke tokens
    cookies: { sameSite: 'Strict', secure: servedOverHttps() },
  },
  access: {
    admin: isAdmin,
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [],
}
