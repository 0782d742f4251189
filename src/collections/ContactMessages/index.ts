import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/access/isContentEditor'
import { contactFields } from '@/contracts/contact'

import { validateWith } from '../validateWith'
import { queueMailToFoundation } from './hooks/queueMailToFoundation'

/** Messages and volunteer applications; stored before any mail is attempted so nothing is lost. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  // Reads through /cms/api are recorded in the audit trail, like exports (src/plugins/audit/reads.ts).
  custom: { personalData: true },
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'subject', defaultColumns: ['createdAt', 'kind', 'name', 'email', 'subject'] },
  defaultSort: '-createdAt',
  hooks: { afterChange: [queueMailToFoundation] },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  fields: [
    // Every rule is the contract's (src/contracts/contact.ts), for /cms as for /api.
    { name: 'name', type: 'text', required: true, validate: validateWith(contactFields.name) },
    { name: 'email', type: 'email', required: true, validate: validateWith(contactFields.email) },
    { name: 'subject', type: 'text', validate: validateWith(contactFields.subject) },
    { name: 'message', type: 'textarea', required: true, validate: validateWith(contactFields.message) },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      options: [
        { label: 'Contact', value: 'contact' },
        { label: 'Volunteer application', value: 'volunteer' },
      ],
    },
    { name: 'mailed_at', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    // The staff inbox (/admin/inbox): when a staff member first opened it, and when it was handled.
    { name: 'read_at', type: 'date', index: true, admin: { position: 'sidebar' } },
    { name: 'handled_at', type: 'date', index: true, admin: { position: 'sidebar' } },
  ],
}
