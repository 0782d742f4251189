import type { CollectionConfig } from 'payload'

import { isFundraiser } from '@/access/isFundraiser'
import { nobody } from '@/access/nobody'
import { DEPOSIT_KINDS } from '@/contracts/deposits'

/**
 * Money that reached the bank (docs/bookkeeping.md): a Stripe payout (recorded from payout.paid and
 * the nightly reconciliation) or a bank deposit of checks staff made up. What it holds is its lines
 * (deposit-lines); its totals are counted from them, so its net is the bank statement's line.
 * Written only through /api/admin/deposits and the Stripe handlers, never /cms.
 */
export const Deposits: CollectionConfig = {
  slug: 'deposits',
  labels: { singular: 'Deposit', plural: 'Deposits' },
  admin: { useAsTitle: 'arrival_date', group: 'Donations', defaultColumns: ['arrival_date', 'kind', 'payout_amount_cents', 'stripe_payout_id'] },
  defaultSort: '-arrival_date',
  access: { read: isFundraiser, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'kind', type: 'select', required: true, options: DEPOSIT_KINDS.map((value) => ({ label: value, value })), admin: { readOnly: true } },
    // YYYY-MM-DD: the payout's arrival date (UTC, as Stripe states it), or the day staff deposited the checks.
    { name: 'arrival_date', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'stripe_payout_id', type: 'text', unique: true, admin: { readOnly: true } },
    // What Stripe says it paid out: the lines' net must come to it.
    { name: 'payout_amount_cents', label: 'Paid out (cents)', type: 'number', admin: { readOnly: true } },
    // A payout whose balance transactions the Jobs Queue has still to read from Stripe.
    { name: 'lines_pending', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
    { name: 'created_by', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
  ],
}
