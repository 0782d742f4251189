import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isFundraiser } from '@/access/isFundraiser'
import { nobody } from '@/access/nobody'

/**
 * Year-end statements, one row per donor (a normalised email: trimmed, lower case) and calendar
 * year: queued by staff, the January task or the donor's own request, sent by the Jobs Queue
 * (src/server/services/letters/statements.ts). A donor and year already sent are skipped unless
 * staff ask to resend.
 */
export const DonorStatements: CollectionConfig = {
  slug: 'donor-statements',
  labels: { singular: 'Donor statement', plural: 'Donor statements' },
  custom: { personalData: true },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'year', 'sent_at', 'total_cents'], group: 'Donations' },
  defaultSort: '-createdAt',
  access: { read: isFundraiser, create: nobody, update: nobody, delete: isAdmin }, // written by the statements' service only
  indexes: [{ fields: ['email', 'year'], unique: true }],
  fields: [
    { name: 'email', type: 'text', required: true, index: true },
    { name: 'year', type: 'number', required: true },
    { name: 'queued_at', label: 'Queued', type: 'date' },
    { name: 'sent_at', label: 'Sent', type: 'date' },
    // What the statement said when it was last sent.
    { name: 'gifts_count', type: 'number', min: 0 },
    { name: 'total_cents', label: 'Total kept (cents)', type: 'number', min: 0 },
  ],
}
