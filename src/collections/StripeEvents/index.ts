import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/** Stripe webhook events already processed, by id: the same event twice changes nothing. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Stripe event', plural: 'Stripe events' },
  admin: { useAsTitle: 'event_id', defaultColumns: ['event_id', 'type', 'createdAt'], group: 'System' },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
}
