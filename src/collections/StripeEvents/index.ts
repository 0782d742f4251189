import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'
import { nobody } from '@/access/nobody'

/** Stripe webhook events already processed, by id: the same event twice changes nothing. */
export const StripeEvents: CollectionConfig = {
  slug: 'stripe-events',
  labels: { singular: 'Stripe event', plural: 'Stripe events' },
  admin: { useAsTitle: 'event_id', defaultColumns: ['event_id', 'type', 'createdAt'], group: 'System' },
  defaultSort: '-createdAt',
  access: { read: isFundraiser, create: nobody, update: nobody, delete: nobody }, // written by the webhook only
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true },
    { name: 'type', type: 'text', required: true },
  ],
}
