import type { Access, CollectionConfig } from 'payload'

import { isContentEditor, isContentEditorField } from '@/access/isContentEditor'
import { CONSENT_MESSAGE } from '@/contracts/photo'
import { REMEMBRANCE_STATUSES, remembranceFields } from '@/contracts/remembrances'

import { validateWith } from '../validateWith'
import { afterPublicationChange, afterRemembranceDelete, markPublication } from './hooks/publication'
import { afterReportsChange } from './hooks/reports'

/** Content staff see every remembrance; everyone else only published ones. */
const publishedOrEditor: Access = (args) => (isContentEditor(args) ? true : { status: { equals: 'published' } })

const staffOnly = { read: isContentEditorField }

/**
 * What families and friends leave on the remembrance wall (/remember): plain text, shown only once
 * staff publish it; the email is never shown. Reports from three networks hide it until staff
 * look again; publishing it again settles them, and then it takes five new ones
 * (src/server/services/remembrances/remembrances.ts, ./hooks/reports.ts).
 */
export const Remembrances: CollectionConfig = {
  slug: 'remembrances',
  // Reads through /cms/api are recorded in the audit trail, like exports (src/plugins/audit/reads.ts).
  custom: { personalData: true },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'relationship', 'status', 'createdAt'], group: 'Remembrance wall' },
  defaultSort: '-createdAt',
  access: { read: publishedOrEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: { beforeChange: [markPublication], afterChange: [afterPublicationChange, afterReportsChange], afterDelete: [afterRemembranceDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, validate: validateWith(remembranceFields.name) },
    { name: 'email', type: 'text', required: true, index: true, validate: validateWith(remembranceFields.email), access: staffOnly },
    { name: 'relationship', type: 'text', required: true, validate: validateWith(remembranceFields.relationship) },
    { name: 'message', type: 'textarea', required: true, validate: validateWith(remembranceFields.message) },
    { name: 'photo', type: 'upload', relationTo: 'remembrance-photos' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: REMEMBRANCE_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'hidden_by', type: 'select', options: ['staff', 'reports'], access: staffOnly, admin: { position: 'sidebar', readOnly: true } },
    { name: 'published_at', type: 'date', index: true, admin: { position: 'sidebar', readOnly: true } },
    { name: 'consent_signed', type: 'checkbox', required: true, defaultValue: false, access: staffOnly, validate: (value: unknown) => value === true || CONSENT_MESSAGE },
    { name: 'consent_ip', type: 'text', access: staffOnly, admin: { readOnly: true } },
  ],
}
