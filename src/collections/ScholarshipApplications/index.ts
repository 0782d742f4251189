import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobodyField } from '@/access/nobody'
import { APPLICATION_DECISIONS, APPLICATION_STATUSES, applicationFields } from '@/contracts/scholarships'

import { validateWith } from '../validateWith'
import { giveCode } from './hooks/giveCode'

type ClearedOptions = { operation?: string; previousValue?: unknown; data?: { files_deleted_at?: unknown } }
/**
 * A field as the contract asks, or cleared with the rest of the personal data after the retention
 * period (the school to '', the email and graduation year to null).
 */
const unlessCleared =
  (rule: ReturnType<typeof validateWith>, cleared: unknown) =>
  (value: unknown, options?: ClearedOptions): true | string =>
    (value ?? null) === cleared && options?.data?.files_deleted_at ? true : rule(value, options)

/** Fields only the server reads and writes (link hashes): never in an answer, never edited. */
const serverOnly = { read: nobodyField, create: nobodyField, update: nobodyField } as const

/**
 * One applicant's application to a round (no account: an emailed link continues it until the round
 * closes). Applicants are often minors: only admins read it here; reviewers see it blind, by its
 * code, through /api/review. One application per email and round.
 */
export const ScholarshipApplications: CollectionConfig = {
  slug: 'scholarship-applications',
  // Reads through /cms/api are recorded in the audit trail (src/plugins/audit/reads.ts).
  custom: { personalData: true },
  labels: { singular: 'Scholarship application', plural: 'Scholarship applications' },
  admin: { useAsTitle: 'code', group: 'Scholarships', defaultColumns: ['code', 'name', 'round', 'status', 'decision'] },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  hooks: { beforeChange: [giveCode] },
  indexes: [{ fields: ['round', 'email'], unique: true }],
  fields: [
    { name: 'round', type: 'relationship', relationTo: 'scholarship-rounds', required: true, index: true },
    { name: 'code', type: 'text', unique: true, index: true, admin: { readOnly: true, description: 'What reviewers know the application by (they never see the name).' } },
    { name: 'name', type: 'text', required: true, validate: validateWith(applicationFields.name) },
    // Required by its rule until the retention clears it (null): no NOT NULL column.
    { name: 'email', type: 'text', index: true, validate: unlessCleared(validateWith(applicationFields.email), null) },
    { name: 'phone', type: 'text', validate: validateWith(applicationFields.phone) },
    { name: 'school', type: 'text', required: true, validate: unlessCleared(validateWith(applicationFields.school), '') },
    { name: 'graduation_year', type: 'number', validate: unlessCleared(validateWith(applicationFields.graduation_year), null) },
    { name: 'essay', type: 'textarea', validate: validateWith(applicationFields.essay) },
    { name: 'consent_at', type: 'date', required: true, admin: { readOnly: true } },
    { name: 'status', type: 'select', required: true, defaultValue: 'draft', index: true, options: APPLICATION_STATUSES.map((value) => ({ label: value, value })), admin: { position: 'sidebar' } },
    { name: 'submitted_at', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'decision', type: 'select', options: APPLICATION_DECISIONS.map((value) => ({ label: value, value })), admin: { position: 'sidebar' } },
    // Set with the decision mail's job, in one transaction: each applicant is told once.
    { name: 'decision_mailed_at', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'documents',
      type: 'array',
      admin: { readOnly: true },
      fields: [
        { name: 'key', type: 'text', required: true },
        { name: 'file', type: 'upload', relationTo: 'scholarship-files' },
        { name: 'filename', label: 'Name as uploaded', type: 'text' },
        { name: 'size', type: 'number' },
        { name: 'uploaded_at', type: 'date' },
      ],
    },
    // Unused since migration 20261128_150000_one_time_links, which moved the live links to `one_time_links`
    // (src/server/services/links/oneTimeLinks.ts) and emptied this array.
    {
      name: 'links',
      type: 'array',
      access: serverOnly,
      admin: { hidden: true },
      fields: [
        { name: 'token_hash', type: 'text', required: true, index: true },
        { name: 'created_at', type: 'date', required: true },
      ],
    },
    // Retention (SCHOLARSHIP_RETENTION_DAYS after the decisions): everything but the name, round and decision deleted.
    { name: 'files_deleted_at', type: 'date', index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
