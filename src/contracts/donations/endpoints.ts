import * as z from 'zod/mini'

import { minDonationCents } from '@/lib/minimumGift'

import { messageSchema } from '../api'
import { checkoutSchemaFor } from '../donate'
import { defineEndpoint } from '../endpoint'
import { mailInSchema, voidCheckSchema } from '../mailIn'
import {
  CHECK_ONLY,
  checkoutResultSchema,
  donationListQuerySchema,
  donationSchema,
  donationStatsSchema,
  donationTroubleSchema,
  reconcileReportSchema,
  reconcileSchema,
  refundSchema,
  STRIPE_SILENT,
  toAcknowledgeSchema,
} from './schemas'

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const acknowledgementPdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/{id}/acknowledgement.pdf',
  summary: 'A gift’s acknowledgement letter as a PDF, to print and post (gifts without an email); the read is audited',
  access: 'staff',
  role: 'fundraising',
  file: { contentType: 'application/pdf', description: 'PDF file, named acknowledgement-{id}.pdf' },
  answers: { 409: { description: 'The gift has not succeeded' } },
})

export const resendAcknowledgementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/acknowledgement',
  summary: 'Send a gift’s acknowledgement letter (mail and PDF) to its donor again; queued at once, sent by the Jobs Queue (audited)',
  access: 'staff',
  role: 'fundraising',
  status: 202,
  output: messageSchema,
  answers: { 409: { description: 'The gift has no email address (print its PDF and post it), or it has not succeeded' } },
})

export const markAcknowledgedByPostEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/acknowledgement/posted',
  summary: 'Record that the printed acknowledgement letter was posted to the donor (audited): the gift leaves the dashboard’s list of letters to post',
  access: 'staff',
  role: 'fundraising',
  output: messageSchema,
  answers: { 409: { description: 'The gift has not succeeded' } },
})

/** The row changes when Stripe's customer.subscription.deleted webhook confirms the cancel. */
export const cancelMonthlyGiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/cancel',
  summary: 'Cancel a monthly gift’s subscription in Stripe (later renewals stop); the gift shows “Canceled” once Stripe’s webhook confirms',
  access: 'staff',
  role: 'fundraising',
  status: 202,
  output: messageSchema,
  answers: { 409: { description: 'Not a monthly card gift, or already canceled' }, ...STRIPE_SILENT },
})

export const correctMailInGiftEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/donations/{id}',
  summary: 'Correct a check recorded by staff (all its fields, as recorded); its history keeps who changed what, from and to, and when',
  access: 'staff',
  role: 'fundraising',
  body: mailInSchema,
  output: donationSchema,
  answers: CHECK_ONLY,
})

/** The row changes when Stripe's charge.refunded webhook confirms the refund. */
export const refundDonationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/refund',
  summary: 'Refund a card gift that succeeded (all that is left of it, or `amount_cents`) through Stripe; the gift shows it once Stripe’s webhook confirms',
  access: 'staff',
  role: 'fundraising',
  body: refundSchema,
  status: 202,
  output: messageSchema,
  answers: {
    409: { description: 'Not a card gift that succeeded (pending, failed, already refunded, or recorded without Stripe)' },
    ...STRIPE_SILENT,
  },
})

export const voidMailInGiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/{id}/void',
  summary: 'Void a check recorded by staff (it bounced, or was recorded twice): it stays listed as “voided”, counts for nothing, and its history keeps why',
  access: 'staff',
  role: 'fundraising',
  body: voidCheckSchema,
  output: donationSchema,
  answers: CHECK_ONLY,
})

export const giftsNeedingAttentionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/attention',
  summary: 'Gifts that need staff: open disputes (count, nearest evidence due date, the five due first) and failed monthly renewals not paid since (count, the five newest)',
  access: 'staff',
  role: 'fundraising',
  output: donationTroubleSchema,
})

export const startCheckoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/checkout',
  summary: 'Start a gift: a pending donation, then a PaymentIntent (one-time) or a Subscription (monthly); 503 when card giving is off',
  access: 'public',
  rateLimit: 'checkout',
  headers: {
    'Idempotency-Key':
      'One key per attempt (the donate form makes one): every copy of the request with it, even at the same moment, gets the first one’s answer, and one gift is started. Reused for a different gift: 409.',
  },
  // The minimum is MIN_DONATION_CENTS, read when the server starts.
  body: checkoutSchemaFor(minDonationCents()),
  status: 201,
  output: checkoutResultSchema,
  answers: {
    400: { description: 'An Idempotency-Key that is not 1 to 255 visible characters, or the hidden `website` field filled in (nothing is created)' },
    409: { description: 'The Idempotency-Key was already used for a different gift' },
    428: {
      description:
        'While the card-testing guard is up, a human check comes first (nothing is created): `{detail, human_check: true}`. Solve a challenge from GET /api/donations/human-check and send the gift again with `human_check`; a solution works once.',
    },
    429: { description: 'Too many requests from this address, or this donor email had too many declined cards in the last hour' },
    ...STRIPE_SILENT,
  },
})

export const exportDonationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/export.csv',
  summary: 'Every donation as CSV (streamed; cells never read as formulas)',
  access: 'staff',
  role: 'fundraising',
  file: { contentType: 'text/csv', description: 'CSV file, named donations-YYYY-MM-DD.csv' },
})

export const listDonationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/list',
  summary: 'Donations, newest first; `?status=` one status, or `all` (default: every status but `abandoned`); `?skip=&limit=` pages, the total of the filter in X-Total-Count (without them, all)',
  access: 'staff',
  role: 'fundraising',
  query: donationListQuerySchema,
  output: z.array(donationSchema),
})

export const recordMailInGiftEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/mail-in',
  summary: 'Record a check that arrived by mail: it counts in the totals and the CSV (Method “Check”) at once, and its history starts',
  access: 'staff',
  role: 'fundraising',
  body: mailInSchema,
  status: 201,
  output: donationSchema,
})

/** The same check as `npm run reconcile -- --days N`, through the webhook's own handlers. */
export const reconcileDonationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/reconcile',
  summary: 'Check the gifts of the last `days` days (30 when left out) against Stripe’s payments, paid invoices and refunds, repair what a missed webhook left behind, and report each repair',
  access: 'staff',
  role: 'fundraising',
  body: reconcileSchema,
  output: reconcileReportSchema,
  answers: { 503: { description: 'Card giving is off, or Stripe stopped answering or refused partway (what was repaired by then stays repaired; run it again)' } },
})

export const donationTotalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/stats',
  summary:
    'Totals of the money kept: succeeded gifts net of partial refunds, and disputed gifts net of the disputed amount (usually nothing) until the dispute is won; total_count and recurring_count count succeeded gifts',
  access: 'staff',
  role: 'fundraising',
  output: donationStatsSchema,
})

export const giftsToAcknowledgeByPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/to-acknowledge',
  summary: 'Gifts still to be acknowledged by post: succeeded, no email address, no letter sent (count, the ten oldest). Print each one’s PDF, post it, then record it posted',
  access: 'staff',
  role: 'fundraising',
  output: toAcknowledgeSchema,
})

export const receiveStripeEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/donations/webhook',
  summary:
    'Stripe webhook (Stripe-Signature verified): payment_intent.succeeded/payment_failed, invoice.paid, invoice.payment_failed (a monthly renewal that failed), customer.subscription.deleted, charge.refunded, charge.dispute.created/updated/closed (chargebacks), payout.paid (a deposit for the books); idempotent, any order',
  access: 'stripe-signature',
  output: z.object({ received: z.literal(true), outcome: z.string() }),
  answers: { 400: { description: 'Missing or wrong signature' }, 413: { description: 'Body too large' }, 503: { description: 'Card giving is not configured' } },
})
