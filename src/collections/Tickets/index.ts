import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

/**
 * One issued ticket per seat of a paid order (docs/tickets.md), with its unguessable `code` (the
 * QR code's text; 96 bits), the guest it admits once named, and when it was checked in at the door.
 */
export const Tickets: CollectionConfig = {
  slug: 'tickets',
  custom: { personalData: true },
  labels: { singular: 'Ticket', plural: 'Tickets' },
  admin: { useAsTitle: 'code', defaultColumns: ['event', 'ticket', 'guest_name', 'checked_in_at'] },
  defaultSort: 'id',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'ticket-orders', required: true, index: true },
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'ticket', type: 'text', required: true },
    { name: 'label', type: 'text', required: true },
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'guest_name', type: 'text' },
    { name: 'guest_email', type: 'email' },
    // What the buyer tells the kitchen or the door about the guest (dietary needs, a wheelchair).
    { name: 'guest_note', type: 'textarea', maxLength: 500 },
    { name: 'checked_in_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    // Who checked the guest in at the door (the 409 of a second scan names them).
    { name: 'checked_in_by', type: 'relationship', relationTo: 'users' },
    // Refunded by staff: it admits nobody, and its seat is on sale again.
    { name: 'refunded_at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
