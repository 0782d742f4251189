import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/access/isContentEditor'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { EVENT_DATES, eventFields } from '@/contracts/events'

import { dateRangeFields } from '../dateRange'
import { validateWith } from '../validateWith'

import { queueEndOfEvent } from './hooks/queueEndOfEvent'
import { revalidateEvent } from './hooks/revalidateEvent'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'start_at', 'location', 'is_published'],
  },
  defaultSort: 'start_at',
  access: {
    read: publishedOrEditor,
    create: isContentEditor,
    update: isContentEditor,
    delete: isContentEditor,
  },
  hooks: {
    afterChange: [revalidateEvent, queueEndOfEvent],
    afterDelete: [revalidateEvent],
  },
  fields: [
    // Every rule is the contract's (src/contracts/events.ts), for /cms as for /api.
    { name: 'title', type: 'text', required: true, validate: validateWith(eventFields.title) },
    { name: 'summary', type: 'textarea', validate: validateWith(eventFields.summary) },
    { name: 'description', type: 'textarea', validate: validateWith(eventFields.description) },
    // The end may be left out, or be the start's instant, but not come before it.
    ...dateRangeFields(EVENT_DATES, { endRequired: false, labels: { start: 'Starts', end: 'Ends' } }),
    { name: 'location', type: 'text', validate: validateWith(eventFields.location) },
    {
      name: 'external_registration_url',
      label: 'External registration URL',
      type: 'text',
      validate: validateWith(eventFields.external_registration_url),
    },
    {
      name: 'capacity',
      label: 'Capacity (places for RSVPs; empty for no limit)',
      type: 'number',
      validate: validateWith(eventFields.capacity),
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
