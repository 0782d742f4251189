import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { mediaRoot } from '@/lib/paths'
import { STORED_FILE_KINDS } from '@/lib/stored-files'

import { deleteOriginal } from './hooks/deleteOriginal'

/**
 * Scholarship documents and recommendation letters as PDFs, kept through the one storage path
 * (MEDIA_DIR/scholarships, or the bucket with S3_BUCKET) and never public: no status makes them
 * so. Applicants and recommenders add them through /api (content checked as PDF there, and kept
 * twice: a review copy of the pages alone, and the original without active content); staff, and
 * reviewers for documents a round marks so, open them through authorised, audited routes.
 * Payload's own file route serves them to nobody (it would skip the audit trail): services read
 * them with overrideAccess.
 */
export const ScholarshipFiles: CollectionConfig = {
  slug: 'scholarship-files',
  custom: { personalData: true },
  labels: { singular: 'Scholarship file', plural: 'Scholarship files' },
  admin: { useAsTitle: 'filename', group: 'Scholarships', hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: isAdmin },
  upload: {
    staticDir: path.join(mediaRoot(), STORED_FILE_KINDS['scholarship-files'].folder),
    mimeTypes: ['application/pdf'],
    // Never shown inline by Payload's admin; the app's routes serve them as attachments.
    adminThumbnail: () => null,
    focalPoint: false,
    crop: false,
  },
  fields: [
    // What the file is: an application's document (its key) or a recommendation letter.
    { name: 'purpose', type: 'select', required: true, options: ['document', 'letter'].map((value) => ({ label: value, value })), admin: { readOnly: true } },
    // On a review copy (what applications and letters point to): the file as uploaded, without
    // its active content, which admins open instead. Deleted with the copy.
    { name: 'original', type: 'upload', relationTo: 'scholarship-files', admin: { readOnly: true } },
  ],
  hooks: { afterDelete: [deleteOriginal] },
}
