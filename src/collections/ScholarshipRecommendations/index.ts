import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobodyField } from '@/access/nobody'
import { RECOMMENDATION_STATUSES } from '@/contracts/scholarships'

/**
 * A recommendation letter an applicant asked for: the recommender's own emailed link takes it
 * once, as text or a PDF. The applicant learns only that it arrived; reviewers read it without
 * the recommender's name (and a typed one as an admin redacted it, if they did); only admins read
 * it here.
 */
export const ScholarshipRecommendations: CollectionConfig = {
  slug: 'scholarship-recommendations',
  custom: { personalData: true },
  labels: { singular: 'Recommendation letter', plural: 'Recommendation letters' },
  admin: { useAsTitle: 'recommender_name', group: 'Scholarships', defaultColumns: ['application', 'recommender_name', 'status', 'received_at'] },
  defaultSort: 'createdAt',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  indexes: [{ fields: ['application', 'recommender_email'], unique: true }],
  fields: [
    { name: 'application', type: 'relationship', relationTo: 'scholarship-applications', required: true, index: true },
    { name: 'recommender_name', type: 'text', required: true },
    { name: 'recommender_email', type: 'text', required: true },
    // Unused since migration 20261128_150000_one_time_links, which moved the live links to `one_time_links`
    // (src/server/services/links/oneTimeLinks.ts) and emptied this column.
    { name: 'token_hash', type: 'text', index: true, access: { read: nobodyField, create: nobodyField, update: nobodyField }, admin: { hidden: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      options: RECOMMENDATION_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'letter_text', type: 'textarea', admin: { readOnly: true } },
    // What reviewers read instead of letter_text: the letter with names taken out by an admin
    // (PUT /api/admin/scholarships/letters/{id}/redaction). The original stays for admins.
    { name: 'letter_text_redacted', label: 'Letter as reviewers read it', type: 'textarea', admin: { readOnly: true } },
    { name: 'letter_file', type: 'upload', relationTo: 'scholarship-files', admin: { readOnly: true } },
    { name: 'letter_filename', label: 'Name as uploaded', type: 'text', admin: { readOnly: true } },
    { name: 'letter_size', type: 'number', admin: { readOnly: true } },
    { name: 'received_at', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
