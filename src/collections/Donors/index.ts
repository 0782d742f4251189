import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'
import { nobody } from '@/access/nobody'

/**
 * One row per donor, keyed by the email of their gifts (trimmed, lower case): it gives each donor
 * a stable id, so staff pages and links name a donor by id and never by address. Kept by the
 * Donations hook `keepDonor` (a gift given from a new address adds its donor) and filled for the
 * gifts before it by the migration `…_donors`. Everything else shown of a donor is counted from
 * their gifts when read (src/server/data/donors.ts), so it is never out of date.
 */
export const Donors: CollectionConfig = {
  slug: 'donors',
  custom: { personalData: true },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isFundraiser, create: nobody, update: nobody, delete: nobody }, // kept by the gifts alone
  fields: [{ name: 'email', type: 'text', required: true, unique: true, admin: { readOnly: true } }],
}
