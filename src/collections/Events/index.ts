import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/access/isContentEditor'
import { publishedOrEditor } from '@/access/publishedOrEditor'
import { EVENT_DATES, eventFields } from '@/contracts/events'
import { eventTicketsField } from '@/contracts/tickets'

import { dateRangeFields } from '../dateRange'
import { validateWith } from '../validateWith'

import { keepEventWithOrders } from './hooks/keepEventWithOrders'
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
    beforeDelete: [keepEventWithOrders],
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
      // Tickets sold online (docs/tickets.md): an event with any shows "Buy tickets", not the RSVP form.
      name: 'tickets',
      type: 'array',
      labels: { singular: 'Ticket', plural: 'Tickets' },
      validate: validateWith(eventTicketsField),
      fields: [
        { name: 'key', type: 'text', required: true, admin: { description: 'Lowercase letters, digits and dashes: "dinner", "table-of-ten"' } },
        { name: 'label', type: 'text', required: true },
        { name: 'price_cents', label: 'Price (cents)', type: 'number', required: true },
        { name: 'value_cents', label: 'Fair market value of what it gives (cents; 0 for none)', type: 'number', required: true, defaultValue: 0 },
        { name: 'quantity', label: 'How many can be sold', type: 'number', required: true },
        { name: 'seats', label: 'Guests one ticket admits', type: 'number', required: true, defaultValue: 1 },
        { name: 'sales_end_at', label: 'Sales end', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
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
