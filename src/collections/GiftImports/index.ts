import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'
import { nobody } from '@/access/nobody'
import { IMPORT_STATUSES } from '@/contracts/imports'
import { mediaRoot } from '@/lib/paths'
import { STORED_FILE_KINDS } from '@/lib/stored-files'

/**
 * A spreadsheet of gifts staff import (docs/moving-in.md): the CSV as uploaded, kept through the
 * one storage path (MEDIA_DIR/imports, or the bucket with S3_BUCKET) and never public, with the
 * mapping staff chose and what checking its rows found. Its gifts are rows of `donations` naming
 * it (`gift_import`); committing and undoing go through /api/admin/imports, never /cms.
 */
export const GiftImports: CollectionConfig = {
  slug: 'gift-imports',
  custom: { personalData: true },
  labels: { singular: 'Gift import', plural: 'Gift imports' },
  admin: { useAsTitle: 'filename', group: 'Donations', defaultColumns: ['filename', 'state', 'rows_count', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isFundraiser, create: nobody, update: nobody, delete: nobody },
  upload: {
    staticDir: path.join(mediaRoot(), STORED_FILE_KINDS['gift-imports'].folder),
    adminThumbnail: () => null,
    focalPoint: false,
    crop: false,
  },
  fields: [
    // Its stage (not `status`: an always-private upload may have no field that could make it public).
    { name: 'state', type: 'select', required: true, defaultValue: 'previewed', options: IMPORT_STATUSES.map((value) => ({ label: value, value })), admin: { readOnly: true } },
    { name: 'rows_count', label: 'Rows', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    // The file's header, the mapping staff chose, and what checking every row found (src/server/services/imports).
    { name: 'columns', type: 'json', admin: { readOnly: true } },
    { name: 'mapping', type: 'json', admin: { readOnly: true } },
    { name: 'summary', type: 'json', admin: { readOnly: true } },
    { name: 'problems', type: 'json', admin: { readOnly: true } },
    { name: 'preview', type: 'json', admin: { readOnly: true } },
    // While committing, rows stored so far; once committed, the duplicates it skipped.
    { name: 'stored_count', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'skipped_count', type: 'number', defaultValue: 0, admin: { readOnly: true } },
    { name: 'committed_at', type: 'date', admin: { readOnly: true } },
    { name: 'undone_at', type: 'date', admin: { readOnly: true } },
    { name: 'created_by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
