import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/access/isContentEditor'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { END_BEFORE_START_MESSAGE, endNotBeforeStart } from '@/contracts/common'
import { eventFields } from '@/contracts/events'

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
      validate: (value: Date | string | null | undefined, { siblingData }: { siblingData: Partial<{ start_at: Date | string | null }> }) =>
        endNotBeforeStart(siblingData.start_at, value) || END_BEFORE_START_MESSAGE,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
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
