import type { CollectionConfig } from 'payload'

import { isContentEditor } from '@/access/isContentEditor'
import { rsvpFields } from '@/contracts/rsvp'

import { validateWith } from '../validateWith'
import { queueRsvpConfirmation } from './hooks/queueRsvpConfirmation'
import { revalidateEventPlaces } from './hooks/revalidateEventPlaces'

/**
 * One row per (event, email). Visitors RSVP only through POST /api/events/{id}/rsvp, which
 * validates and rate-limits; nothing here is open to the public.
 */
export const Rsvps: CollectionConfig = {
  slug: 'rsvps',
  // Reads through /cms/api are recorded in the audit trail, like exports (src/plugins/audit/reads.ts).
  custom: { personalData: true },
  labels: { singular: 'RSVP', plural: 'RSVPs' },
  admin: { useAsTitle: 'email', defaultColumns: ['event', 'name', 'email', 'createdAt'] },
  defaultSort: '-createdAt',
  hooks: { afterChange: [revalidateEventPlaces, queueRsvpConfirmation], afterDelete: [revalidateEventPlaces] },
  access: { read: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  indexes: [{ fields: ['event', 'email'], unique: true }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'name', type: 'text', required: true, validate: validateWith(rsvpFields.name) },
    { name: 'email', type: 'email', required: true, validate: validateWith(rsvpFields.email) },
    // When the day-before reminder and the day-after thank-you were queued (src/jobs): once each.
    { name: 'reminded_at', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'thanked_at', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  ],
}
