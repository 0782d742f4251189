import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody, nobodyField } from '@/access/nobody'

export const SPONSORSHIP_STATUSES = ['held', 'paid', 'expired', 'failed'] as const

/**
 * A sponsor of a tier (docs/tickets.md "Sponsorships"): bought online by POST
 * /api/sponsors/{id}/purchase (held while the card is paid, paid only by Stripe's webhook) or
 * recorded by staff for a check. The sponsor uploads their logo by the link in their receipt;
 * content staff approve it, and only then is it shown on /sponsors. Staff read; only the
 * sponsorships' services write.
 */
export const Sponsorships: CollectionConfig = {
  slug: 'sponsorships',
  custom: { personalData: true },
  labels: { singular: 'Sponsorship', plural: 'Sponsorships' },
  admin: { useAsTitle: 'company', defaultColumns: ['company', 'tier', 'status', 'approved', 'amount_cents', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tier', type: 'relationship', relationTo: 'sponsor-tiers', required: true, index: true },
    { name: 'company', type: 'text', required: true },
    { name: 'contact_name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'website', type: 'text' },
    { name: 'method', type: 'select', options: ['card', 'check'], required: true, defaultValue: 'card' },
    { name: 'status', type: 'select', options: [...SPONSORSHIP_STATUSES], required: true, defaultValue: 'held', index: true },
    { name: 'amount_cents', type: 'number', required: true },
    { name: 'value_cents', type: 'number', required: true, defaultValue: 0 },
    { name: 'approved', type: 'checkbox', defaultValue: false, index: true },
    // The logo, through the image path every upload takes (pending until the sponsor is approved).
    { name: 'logo', type: 'upload', relationTo: 'campaign-images' },
    { name: 'hold_expires_at', type: 'date', index: true },
    { name: 'paid_at', type: 'date' },
    { name: 'stripe_payment_intent_id', type: 'text', index: true },
    { name: 'client_secret', type: 'text', access: { read: nobodyField, update: nobodyField } },
    { name: 'idempotency_key_hash', type: 'text', unique: true, access: { read: nobodyField, update: nobodyField } },
    { name: 'request_hash', type: 'text', access: { read: nobodyField, update: nobodyField } },
  ],
}
