import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'
import { nobody } from '@/access/nobody'
import { DEPOSIT_LINE_TYPES } from '@/contracts/deposits'

/**
 * One line of a deposit: a Stripe balance transaction of a payout (a gift's charge, a refund, a
 * dispute, a fee) or a check of a bank deposit, with what it adds (gross), what Stripe took (fee)
 * and what reached the bank (net). A balance transaction, and a check, is in one deposit only.
 */
export const DepositLines: CollectionConfig = {
  slug: 'deposit-lines',
  labels: { singular: 'Deposit line', plural: 'Deposit lines' },
  admin: { useAsTitle: 'description', group: 'Donations', hidden: true },
  access: { read: isFundraiser, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'deposit', type: 'relationship', relationTo: 'deposits', required: true, index: true, admin: { readOnly: true } },
    { name: 'type', type: 'select', required: true, options: DEPOSIT_LINE_TYPES.map((value) => ({ label: value, value })), admin: { readOnly: true } },
    { name: 'donation', type: 'relationship', relationTo: 'donations', index: true, admin: { readOnly: true } },
    // Stripe's txn_… (its lines), or `check-<donation id>` (a check is in one deposit only).
    { name: 'source_key', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    { name: 'date', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'description', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'gross_cents', type: 'number', required: true, admin: { readOnly: true } },
    { name: 'fee_cents', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
    { name: 'net_cents', type: 'number', required: true, admin: { readOnly: true } },
  ],
}
