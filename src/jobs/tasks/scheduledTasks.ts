import type { TaskConfig } from 'payload'

import { markStalePendingsAbandoned } from '@/server/data/donations'
import { queueErrorDigest as queueDigest } from '@/server/services/operations/errorDigest'
import { getStripe } from '@/server/stripe/client'
import { queueEventReminders } from '@/server/services/events/eventReminders'
import { queueAnniversaryReminders } from '@/server/services/tributes/anniversaries'
import { queueFamilyDigests } from '@/server/services/tributes/family'
import { keepHouse } from '@/server/services/operations/housekeeping'
import { expireRunOutHolds } from '@/server/services/tickets/holds'
import { lapseRunOutOffers } from '@/server/services/tickets/waitlist'
import { expireRunOutSponsorHolds } from '@/server/services/sponsorships/holds'
import { cancelTestedPayment as cancelAtStripe } from '@/server/services/donations/testedPayments'
import { describeReconcileReport, reconcileWithStripe } from '@/server/services/donations/reconcile'

import { SCHEDULED_RETRIES } from '../retries'

/** Days the nightly check reads back: enough to cover a weekend of missed webhooks. */
export const NIGHTLY_RECONCILE_DAYS = 3

/**
 * Reconciliation with Stripe, nightly (07:15 UTC: the small hours in the Americas). Its report is
 * the job's output, which the staff dashboard shows.
 */
export const reconcileNightly: TaskConfig<'reconcileWithStripe'> = {
  slug: 'reconcileWithStripe',
  label: 'Nightly check against Stripe',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 15 7 * * *', queue: 'default' }],
  inputSchema: [{ name: 'days', type: 'number' }],
  outputSchema: [
    { name: 'differences', type: 'number' },
    { name: 'report', type: 'textarea' },
  ],
  handler: async ({ input, req }) => {
    if (!getStripe()) return { output: { differences: 0, report: 'Card giving is not configured: nothing to check.' } }
    const report = await reconcileWithStripe(req.payload, input.days || NIGHTLY_RECONCILE_DAYS)
    return { output: { differences: report.differences, report: describeReconcileReport(report) } }
  },
}

/** Event reminders the day before and thank-yous the day after, queued hourly (each once). */
export const queueEventRemindersTask: TaskConfig<'queueEventReminders'> = {
  slug: 'queueEventReminders',
  label: 'Queue event reminders and thank-yous',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 5 * * * *', queue: 'default' }],
  // `now` lets a test (or an operator making up a missed day) run it as of another moment.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [
    { name: 'reminders', type: 'number' },
    { name: 'thanks', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const queued = await queueEventReminders(req.payload, input.now ? new Date(input.now) : new Date())
    return { output: { reminders: queued.reminder, thanks: queued.thanks } }
  },
}

/** The yearly reminders of tributes' days of remembrance, hourly (each donor once a year: anniversaries.ts). */
export const queueAnniversaryRemindersTask: TaskConfig<'queueAnniversaryReminders'> = {
  slug: 'queueAnniversaryReminders',
  label: 'Queue yearly reminders of days of remembrance',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 10 * * * *', queue: 'default' }],
  // `now` lets a test (or an operator making up a missed day) run it as of another moment.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { queued: await queueAnniversaryReminders(req.payload, input.now ? new Date(input.now) : new Date()) } }),
}

/** The families' daily and weekly digests of gifts in a name, hourly (each when its day or week is up: family.ts). */
export const queueFamilyDigestsTask: TaskConfig<'queueFamilyDigests'> = {
  slug: 'queueFamilyDigests',
  label: 'Queue the families’ digests of gifts',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 20 * * * *', queue: 'default' }],
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'queued', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { queued: await queueFamilyDigests(req.payload, input.now ? new Date(input.now) : new Date()) } }),
}

/** Short-lived rows forgotten, hourly. */
export const housekeeping: TaskConfig<'housekeeping'> = {
  slug: 'housekeeping',
  label: 'Housekeeping',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 35 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'deleted', type: 'json' }],
  handler: async ({ req }) => ({ output: { deleted: await keepHouse(req.payload) } }),
}

/**
 * The admins' mail of the last hour's unhandled errors (src/server/services/operations/errorDigest.ts),
 * hourly, a minute past the hour: queued only when the hour had errors, and once per hour.
 */
export const queueErrorDigest: TaskConfig<'queueErrorDigest'> = {
  slug: 'queueErrorDigest',
  label: "Tell admins of the last hour's errors",
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 1 * * * *', queue: 'default' }],
  // `now` lets a test (or an operator) look at the hour before another moment.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'errors', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { errors: await queueDigest(req.payload, input.now ? new Date(input.now) : new Date()) } }),
}

/** Checkouts never confirmed within a day become `abandoned` (out of the default list), hourly. */
export const abandonStalePendings: TaskConfig<'abandonStalePendings'> = {
  slug: 'abandonStalePendings',
  label: 'Mark unconfirmed checkouts abandoned',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 25 * * * *', queue: 'default' }],
  // `now` lets a test (or an operator) run it as of another moment.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [{ name: 'abandoned', type: 'number' }],
  handler: async ({ input, req }) => ({ output: { abandoned: (await markStalePendingsAbandoned(req.payload, input.now ? new Date(input.now) : new Date())).length } }),
}

/** A PaymentIntent used for card testing is canceled at Stripe, so it can be tried no more. */
export const cancelTestedPayment: TaskConfig<'cancelTestedPayment'> = {
  slug: 'cancelTestedPayment',
  label: 'Cancel a payment tried with many cards',
  retries: SCHEDULED_RETRIES,
  inputSchema: [{ name: 'payment_intent', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { outcome: await cancelAtStripe(req.payload, input.payment_intent) } }),
}

/**
 * Ticket holds that ran out (src/server/services/tickets/holds.ts), every minute: their
 * PaymentIntents cancelled, their seats to the waitlist or on sale again; and waitlist offers
 * that ran out lapse, their seats offered to the next in line (src/server/services/tickets/waitlist.ts);
 * sponsorship holds likewise (src/server/services/sponsorships/holds.ts).
 */
export const expireTicketHolds: TaskConfig<'expireTicketHolds'> = {
  slug: 'expireTicketHolds',
  label: 'End ticket holds that ran out',
  retries: SCHEDULED_RETRIES,
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  // `now` lets a test (or an operator) run it as of another moment.
  inputSchema: [{ name: 'now', type: 'date' }],
  outputSchema: [
    { name: 'expired', type: 'number' },
    { name: 'lapsed', type: 'number' },
  ],
  handler: async ({ input, req }) => {
    const now = input.now ? new Date(input.now) : new Date()
    const expired = (await expireRunOutHolds(req.payload, now)) + (await expireRunOutSponsorHolds(req.payload, now))
    return { output: { expired, lapsed: await lapseRunOutOffers(req.payload, now) } }
  },
}
