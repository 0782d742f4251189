import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/**
 * One reviewer's scores of one application (each criterion 1 to 5), a comment, or a declared
 * conflict of interest (which takes the reviewer off that application). Reviewers see their own
 * through /api/review, never others'; admins see all in the ranking.
 */
export const ScholarshipReviews: CollectionConfig = {
  slug: 'scholarship-reviews',
  // Comments on applicants: reads through /cms/api are recorded in the audit trail (src/plugins/audit/reads.ts).
  custom: { personalData: true },
  labels: { singular: 'Scholarship review', plural: 'Scholarship reviews' },
  admin: { group: 'Scholarships', defaultColumns: ['application', 'reviewer', 'conflict', 'updatedAt'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['application', 'reviewer'], unique: true }],
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'scholarship-applications', required: true, index: true },
    { name: 'reviewer', type: 'relationship', relationTo: 'users', required: true, index: true },
    // { <criterion key>: 1..5 }, checked against the round's criteria by the service.
    { name: 'scores', type: 'json' },
    { name: 'comment', type: 'textarea' },
    { name: 'conflict', type: 'checkbox', defaultValue: false },
  ],
}
