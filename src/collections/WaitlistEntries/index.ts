import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'lapsed'] as const

/**
 * One person waiting for a sold-out ticket (docs/tickets.md, "The waitlist"): joined by POST
 * /api/events/{id}/waitlist; offered freed seats in turn (the seats are theirs until
 * `offer_expires_at`: they count as taken), claimed by an order made through the offer's link,
 * lapsed when the offer ran out unused (the seats then pass to the next in line). Staff read;
 * only the waitlist's service writes, under the event's ticket lock.
 */
export const WaitlistEntries: CollectionConfig = {
  slug: 'waitlist-entries',
  custom: { personalData: true },
  labels: { singular: 'Waitlist entry', plural: 'Waitlist' },
  admin: { useAsTitle: 'email', defaultColumns: ['event', 'ticket', 'name', 'email', 'quantity', 'status', 'createdAt'] },
  defaultSort: 'createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'ticket', type: 'text', required: true },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'quantity', type: 'number', required: true },
    { name: 'status', type: 'select', options: [...WAITLIST_STATUSES], required: true, defaultValue: 'waiting', index: true },
    { name: 'offered_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'offer_expires_at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'order', type: 'relationship', relationTo: 'ticket-orders' },
  ],
}
