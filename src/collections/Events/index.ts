import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { publishedOrAdmin } from '@/access/publishedOrAdmin'
import { validateEndAfterStart, validateHttpUrl } from '@/lib/field-validation'

import { revalidateEvent } from './hooks/revalidateEvent'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'start_at', 'location', 'is_published'],
  },
  defaultSort: 'start_at',
  access: {
    read: publishedOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    afterChange: [revalidateEvent],
    afterDelete: [revalidateEvent],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'summary', type: 'textarea', maxLength: 500 },
    { name: 'description', type: 'textarea', maxLength: 20_000 },
    {
      name: 'start_at',
      label: 'Starts',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'end_at',
      label: 'Ends',
      type: 'date',
      index: true,
      validate: validateEndAfterStart,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'location', type: 'text', maxLength: 300 },
    {
      name: 'external_registration_url',
      label: 'External registration URL',
      type: 'text',
      maxLength: 2000,
      validate: validateHttpUrl,
    },
    {
      name: 'is_published',
      label: 'Publish event',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
}
