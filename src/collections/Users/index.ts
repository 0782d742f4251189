import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'createdAt'] },
  auth: {
    tokenExpiration: 60 * 60 * 8, // one working day
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    useSessions: true, // logout and password changes revoke tokens
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
