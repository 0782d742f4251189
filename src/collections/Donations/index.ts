import type { CollectionConfig } from 'payload'
import * as z from 'zod/mini'

import { isAdmin } from '@/access/isAdmin'
import { isFundraiser } from '@/access/isFundraiser'
import { donationFields, tributeFields } from '@/contracts/donate'
import { DONATION_STATUSES } from '@/contracts/donations'
import { mailInFields } from '@/contracts/mailIn'

import { validateWith } from '../validateWith'
import { giftHooks } from './hooks/giftSucceeded'
import { recordCheckHistory } from './hooks/recordCheckHistory'

// The statuses (and what `disputed` and `abandoned` mean): src/contracts/donations.ts, which the staff list filters by.

// What a gift's change starts (hooks/giftSucceeded.ts): a donation needs every entry.
const gift = giftHooks(['campaignTotals', 'tributePage', 'tributeCard', 'fundraiserMail', 'donor', 'acknowledgement'])

/**
 * Money received. Card gifts are created by checkout (pending) and settled only by Stripe's
 * webhooks (or reconciliation, through the same handlers); each renewal of a monthly gift is a row
 * of its own. Checks by mail are recorded, corrected and voided by staff, and keep a history.
 * Nothing here is readable by the public.
 */
export const Donations: CollectionConfig = {
  slug: 'donations',
  // Reads through /cms/api are recorded in the audit trail, like exports (src/plugins/audit/reads.ts).
  custom: { personalData: true },
  admin: {
    useAsTitle: 'donor_email',
    defaultColumns: ['createdAt', 'donor_name', 'amount_cents', 'is_recurring', 'status'],
  },
  defaultSort: '-createdAt',
  // After a change, in its transaction: a confirmed gift's card and supporter's mail are queued
  // with it, the campaign's totals expire, a gift from a new address adds its donor, and a gift
  // that succeeds has its letter of thanks queued (each entry acts only on the change it is about;
  // one check, succeededNow in src/contracts/donationStatus.ts, says when a gift succeeds).
  hooks: {
    beforeChange: [recordCheckHistory, gift.beforeChange],
    afterChange: [gift.afterChange],
  },
  access: { read: isFundraiser, create: isFundraiser, update: isFundraiser, delete: isAdmin }, // a gift is deleted only by an admin
  fields: [
    // A record of money Stripe took (renewals included), not a checkout: any positive amount.
    { name: 'amount_cents', label: 'Amount (cents)', type: 'number', required: true, min: 1 },
    { name: 'currency', type: 'text', required: true, defaultValue: 'usd', maxLength: 3 },
    { name: 'donor_name', type: 'text', validate: validateWith(donationFields.donor_name) },
    { name: 'donor_email', type: 'text', validate: validateWith(donationFields.donor_email) },
    // From an imported file, or given on the donate form for the family's thank-you (tribute.share_address).
    { name: 'donor_address', label: 'Address', type: 'textarea', validate: validateWith(donationFields.donor_address), admin: { readOnly: true } },
    { name: 'is_recurring', type: 'checkbox', defaultValue: false },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: DONATION_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'dedication_note', type: 'textarea', validate: validateWith(donationFields.dedication_note) },
    {
      name: 'method',
      type: 'select',
      required: true,
      defaultValue: 'card',
      options: [
        { label: 'Card', value: 'card' },
        { label: 'Check', value: 'check' },
        // Imported gifts only (src/server/services/imports): how the foundation's old records say it was given.
        { label: 'Cash', value: 'cash' },
        { label: 'Stock', value: 'stock' },
        { label: 'Other', value: 'other' },
      ],
    },
    {
      // A gift brought in from a spreadsheet (POST /api/admin/imports): a record of money received
      // before, never touching Stripe, mailing anyone or starting a card; undone with its import.
      type: 'collapsible',
      label: 'Imported',
      admin: { condition: (data) => Boolean(data?.gift_import) },
      fields: [
        { name: 'gift_import', label: 'Import', type: 'relationship', relationTo: 'gift-imports', index: true, admin: { readOnly: true } },
        { name: 'import_row', label: 'Row of the file', type: 'number', admin: { readOnly: true } },
        { name: 'external_id', label: 'External ID', type: 'text', index: true, admin: { readOnly: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Check by mail',
      admin: { condition: (data) => data?.method === 'check' },
      fields: [
        { name: 'received_on', label: 'Date received (YYYY-MM-DD)', type: 'text', validate: validateWith(z.nullish(mailInFields.received_on)) },
        { name: 'check_number', type: 'text', validate: validateWith(mailInFields.check_number) },
        { name: 'note', label: 'Staff note', type: 'textarea', validate: validateWith(mailInFields.note) },
        {
          // Who recorded, corrected or voided the check, and when (hooks/recordCheckHistory.ts).
          name: 'history',
          type: 'json',
          admin: { readOnly: true },
        },
      ],
    },
    {
      // When the monthly gift's subscription ended (customer.subscription.deleted): later renewals
      // stop; the months paid stay as they are.
      name: 'subscription_canceled_at',
      label: 'Monthly gift canceled',
      type: 'date',
      admin: { readOnly: true },
    },
    {
      // A monthly gift as its donor changed it on /giving (the first gift's row; empty until a
      // change): what each payment gives and charges from the next one, a pause, why it was
      // canceled. Each change is also a line of the gift's history.
      name: 'monthly',
      label: 'Monthly gift, as the donor changed it',
      type: 'group',
      admin: { condition: (data) => Boolean(data?.is_recurring) },
      fields: [
        { name: 'amount_cents', label: 'Gives each month (cents)', type: 'number', min: 1, admin: { readOnly: true } },
        { name: 'fee_covered_cents', label: 'Card fee covered each month (cents)', type: 'number', min: 0, admin: { readOnly: true } },
        { name: 'paused_until', label: 'Paused until', type: 'date', admin: { readOnly: true } },
        { name: 'cancel_reason', label: 'Why the donor canceled', type: 'textarea', admin: { readOnly: true } },
      ],
    },
    {
      // What Stripe has refunded of this gift (charge.refunded's cumulative amount): the money kept
      // is amount_cents - refunded_cents. A gift refunded in full has the status `refunded`.
      name: 'refunded_cents',
      label: 'Refunded (cents)',
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { readOnly: true },
    },
    {
      // A chargeback (charge.dispute.*): Stripe's own words for it, kept as the last event told.
      type: 'collapsible',
      label: 'Dispute',
      admin: { condition: (data) => Boolean(data?.dispute_id) },
      fields: [
        { name: 'dispute_id', type: 'text', index: true, admin: { readOnly: true } },
        // Stripe's dispute status: warning_needs_response … needs_response, under_review, won, lost.
        { name: 'dispute_status', type: 'text', admin: { readOnly: true } },
        { name: 'dispute_amount_cents', label: 'Disputed (cents)', type: 'number', min: 0, admin: { readOnly: true } },
        { name: 'dispute_reason', type: 'text', admin: { readOnly: true } },
        { name: 'dispute_evidence_due_by', label: 'Evidence due by', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      // A monthly renewal whose payment failed (invoice.payment_failed): the row stays `failed`
      // (not counted) until a later invoice.paid for the same invoice makes it `succeeded`.
      name: 'renewal_failed_at',
      label: 'Renewal failed',
      type: 'date',
      admin: { readOnly: true },
    },
    { name: 'failure_reason', label: 'Why the payment failed', type: 'text', admin: { readOnly: true } },
    // The campaign (and, within it, the supporter's fundraiser) the gift was made towards; a
    // monthly renewal carries its first gift's.
    { name: 'campaign', type: 'relationship', relationTo: 'campaigns', index: true },
    { name: 'fundraiser', type: 'relationship', relationTo: 'fundraisers', index: true },
    // What Stripe took of the charge and what reached the bank, from its balance transaction (recorded with its payout's deposit).
    { name: 'stripe_fee_cents', label: 'Stripe fee (cents)', type: 'number', admin: { readOnly: true } },
    { name: 'stripe_net_cents', label: 'Net of Stripe’s fee (cents)', type: 'number', admin: { readOnly: true } },
    // What the donor added so all of the gift reaches the foundation (the card fee), apart from amount_cents.
    { name: 'fee_covered_cents', label: 'Card fee covered (cents)', type: 'number', defaultValue: 0, min: 0 },
    // Not named on public lists (recent gifts, leaderboards); staff still see the name.
    { name: 'is_anonymous', label: 'Anonymous on public lists', type: 'checkbox', defaultValue: false },
    {
      // The donor's answer to the donate form's "Could you give $X a month instead?" (the dashboard's rate).
      name: 'monthly_prompt',
      label: 'Asked to give monthly instead',
      type: 'select',
      options: [
        { label: 'Accepted', value: 'accepted' },
        { label: 'Declined', value: 'declined' },
      ],
      index: true,
      admin: { readOnly: true },
    },
    {
      // In honor or memory of someone; a card is mailed to `notify_email` once the gift is confirmed.
      name: 'tribute',
      type: 'group',
      admin: { condition: (data) => Boolean(data?.tribute?.kind) },
      fields: [
        {
          name: 'kind',
          type: 'select',
          options: [
            { label: 'In honor of', value: 'honor' },
            { label: 'In memory of', value: 'memory' },
          ],
        },
        { name: 'honoree_name', type: 'text', validate: validateWith(tributeFields.notify_name) }, // one line, bounded (the checkout requires it)
        { name: 'notify_name', type: 'text', validate: validateWith(tributeFields.notify_name) },
        { name: 'notify_email', type: 'text', validate: validateWith(tributeFields.notify_email) },
        { name: 'message', type: 'textarea', validate: validateWith(tributeFields.message) },
        { name: 'show_amount', type: 'checkbox', defaultValue: false },
        // A mail each year on the honoree's day of remembrance (src/server/services/tributes/anniversaries.ts).
        { name: 'remind_yearly', type: 'checkbox', defaultValue: false },
        // The donor's consent to the family seeing their address for a thank-you note (the family's page and digest).
        { name: 'share_address', label: 'Address shared with the family', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
        // The honoree's page, set when the gift first succeeds (src/server/services/tributes/tributePages.ts).
        { name: 'page', type: 'relationship', relationTo: 'tributes', index: true, admin: { readOnly: true } },
        { name: 'card_queued_at', label: 'Card queued', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      // The foundation's letter of thanks (src/server/services/letters): queued once when the gift
      // succeeds (or again by staff), sent when the mail went or staff posted the printed letter.
      name: 'acknowledgement',
      type: 'group',
      fields: [
        { name: 'queued_at', label: 'Letter queued', type: 'date', admin: { readOnly: true } },
        { name: 'sent_at', label: 'Letter sent', type: 'date', index: true, admin: { readOnly: true } },
        {
          name: 'sent_by',
          label: 'Sent by',
          type: 'select',
          options: [
            { label: 'Email', value: 'email' },
            { label: 'Post', value: 'post' },
          ],
          admin: { readOnly: true },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Stripe',
      admin: { initCollapsed: true },
      fields: [
        { name: 'stripe_payment_intent_id', type: 'text', index: true },
        { name: 'stripe_subscription_id', type: 'text', index: true },
        { name: 'stripe_invoice_id', type: 'text', unique: true },
        { name: 'stripe_customer_id', type: 'text' },
      ],
    },
  ],
}
