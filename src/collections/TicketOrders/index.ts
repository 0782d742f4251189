import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody, nobodyField } from '@/access/nobody'

export const TICKET_ORDER_STATUSES = ['held', 'paid', 'expired', 'failed', 'refunded'] as const
export type TicketOrderStatus = (typeof TICKET_ORDER_STATUSES)[number]

/**
 * A buyer's order of tickets for an event (docs/tickets.md). Made only by POST
 * /api/events/{id}/orders (held while the buyer pays), paid only by Stripe's webhook, expired by
 * the `expireTicketHolds` task once its PaymentIntent is cancelled, refunded (in part or whole) by
 * staff through POST /api/admin/ticket-orders/{id}/refund. Staff read; nobody writes
 * through /cms or /api, so the seats counted under the event's lock are the only truth.
 */
export const TicketOrders: CollectionConfig = {
  slug: 'ticket-orders',
  custom: { personalData: true },
  labels: { singular: 'Ticket order', plural: 'Ticket orders' },
  admin: { useAsTitle: 'buyer_email', defaultColumns: ['event', 'buyer_name', 'buyer_email', 'status', 'charged_cents', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'buyer_name', type: 'text', required: true },
    { name: 'buyer_email', type: 'email', required: true, index: true },
    {
      name: 'items',
      type: 'array',
      required: true,
      fields: [
        { name: 'ticket', type: 'text', required: true },
        { name: 'label', type: 'text', required: true },
        { name: 'quantity', type: 'number', required: true },
        { name: 'seats', type: 'number', required: true },
        { name: 'price_cents', type: 'number', required: true },
        { name: 'value_cents', type: 'number', required: true },
        // How many of this line staff refunded (src/server/services/tickets/refunds.ts): their seats are on sale again.
        { name: 'refunded', type: 'number', required: true, defaultValue: 0 },
      ],
    },
    { name: 'tickets_cents', type: 'number', required: true },
    { name: 'donation_cents', type: 'number', required: true, defaultValue: 0 },
    { name: 'fee_covered_cents', type: 'number', required: true, defaultValue: 0 },
    { name: 'charged_cents', type: 'number', required: true },
    // What staff gave back to the card, in all; a whole refund also makes the order `refunded`.
    { name: 'refunded_cents', type: 'number', required: true, defaultValue: 0 },
    { name: 'status', type: 'select', options: [...TICKET_ORDER_STATUSES], required: true, defaultValue: 'held', index: true },
    { name: 'hold_expires_at', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'paid_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'stripe_payment_intent_id', type: 'text', index: true },
    // The card form's secret, answered again to a copy of the request; never shown.
    { name: 'client_secret', type: 'text', access: { read: nobodyField, update: nobodyField } },
    // SHA-256 of the request's Idempotency-Key, and of its body: a copy gets the first answer.
    { name: 'idempotency_key_hash', type: 'text', unique: true, access: { read: nobodyField, update: nobodyField } },
    { name: 'request_hash', type: 'text', access: { read: nobodyField, update: nobodyField } },
  ],
}
