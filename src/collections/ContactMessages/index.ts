import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/** Messages and volunteer applications; stored before any mail is attempted so nothing is lost. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'subject', defaultColumns: ['createdAt', 'kind', 'name', 'email', 'subject'] },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 200 },
    { name: 'email', type: 'email', required: true },
    { name: 'subject', type: 'text', maxLength: 300 },
    { name: 'message', type: 'textarea', required: true, maxLength: 10_000 },
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
  ],
}
