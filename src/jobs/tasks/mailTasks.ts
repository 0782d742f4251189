import type { Payload, TaskConfig } from 'payload'

import type { QueuedMail } from '@/email/adapter'
import { sendMail } from '@/server/mail'
import { mailCardTestingAlert } from '@/server/services/donations/cardTestingAlert'
import { mailToFoundation } from '@/server/services/contact/contact'
import { mailDisputeOpened } from '@/server/services/stripe/disputeStaffMail'
import { mailManageLinks } from '@/server/services/donations/donorLinks'
import { mailDonorSignIn } from '@/server/services/donors/donorSignIn'
import { mailMonthlyChanged } from '@/server/services/donors/monthlyMail'
import { mailRenewalFailed } from '@/server/services/donations/failedRenewals'
import { mailErrorDigest } from '@/server/services/operations/errorDigest'
import { mailEventReminder } from '@/server/services/events/eventReminders'
import { mailAnniversaryReminder } from '@/server/services/tributes/anniversaries'
import { mailFamilyDigest, mailFamilyThanks } from '@/server/services/tributes/family'
import { mailFundraiserGift, mailFundraiserLink } from '@/server/services/fundraisers/fundraiserMail'
import { mailRemembranceHidden, mailRemembrancePublished } from '@/server/services/remembrances/remembranceMail'
import { mailRsvpConfirmation } from '@/server/services/events/rsvpConfirmation'
import { mailStaffInvitation } from '@/server/services/staff/staffInvitations'
import { mailSponsorship } from '@/server/services/sponsorships/mail'
import { mailGuestTicket, mailTicketOrder, mailTicketRefund, mailWaitlistOffer } from '@/server/services/tickets/ticketMail'
import { mailTributeCard } from '@/server/services/donations/tributeCards'
import { mailAcknowledgement } from '@/server/services/letters/acknowledgements'
import { mailStatement } from '@/server/services/letters/statements'
import { mailScholarshipDecision } from '@/server/services/scholarships/decisionMail'
import { mailApplicationLink, mailApplicationSubmitted, mailLetterArrived, mailRecommendationRequest } from '@/server/services/scholarships/scholarshipMail'

import { MAIL_RETRIES } from '../retries'

type Send<V> = (payload: Payload, value: V, job: string | number) => Promise<string>

/**
 * A mail task: its input is one field (the record it belongs to, or an address), and it sends
 * through `send`, which says what came of it ('sent', 'gone', 'unsubscribed' …) as the job's output.
 */
function mailTask<V extends number | string>(slug: string, label: string, field: string, send: Send<V>): TaskConfig {
  return {
    slug,
    label,
    retries: MAIL_RETRIES,
    inputSchema: [{ name: field, type: field === 'email' ? 'text' : 'number', required: true }],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    handler: async ({ input, job, req }) => ({ output: { outcome: await send(req.payload, (input as Record<string, V>)[field]!, job.id) } }),
  } as TaskConfig
}

/** A mail task whose input is a record and its link's sealed token (the token never lies in the job's row). */
function sealedLinkTask<F extends string>(
  slug: string,
  label: string,
  field: F,
  send: (payload: Payload, input: Record<F, number> & { sealed: string }, job: string | number) => Promise<string>,
): TaskConfig {
  return {
    slug,
    label,
    retries: MAIL_RETRIES,
    inputSchema: [
      { name: field, type: 'number', required: true },
      { name: 'sealed', type: 'text', required: true },
    ],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    handler: async ({ input, job, req }) => ({ output: { outcome: await send(req.payload, input as Record<F, number> & { sealed: string }, job.id) } }),
  } as TaskConfig
}

/** A monthly gift its donor changed: the gift, and which line of its history the mail tells (src/server/services/donors/monthlyMail.ts). */
const monthlyChangedTask: TaskConfig = {
  slug: 'mailMonthlyChanged',
  label: 'A monthly gift changed by its donor',
  retries: MAIL_RETRIES,
  inputSchema: [
    { name: 'donation', type: 'number', required: true },
    { name: 'change', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, job, req }) => ({ output: { outcome: await mailMonthlyChanged(req.payload, input as { donation: number; change: number }, job.id) } }),
} as TaskConfig

export const mailTasks: TaskConfig[] = [
  mailTask('mailContactMessage', 'Contact message to staff', 'message', mailToFoundation),
  mailTask('mailVolunteerApplication', 'Volunteer application to staff', 'message', mailToFoundation),
  mailTask('mailRsvpConfirmation', 'RSVP confirmation', 'rsvp', mailRsvpConfirmation),
  // A paid ticket order's tickets (QR codes attached) and receipt, once the webhook confirmed it (src/server/services/tickets/ticketMail.ts).
  sealedLinkTask('mailTicketOrder', 'Tickets and receipt', 'order', mailTicketOrder),
  // A guest the buyer named by their link, with an email: their own ticket.
  mailTask<number>('mailGuestTicket', 'A guest’s own ticket', 'ticket', mailGuestTicket),
  // Someone on an event's waitlist offered freed seats, with the link that holds them (src/server/services/tickets/waitlist.ts).
  sealedLinkTask('mailWaitlistOffer', 'Waitlist: seats offered', 'entry', mailWaitlistOffer),
  // A paid sponsor's receipt and the link to upload their logo (src/server/services/sponsorships/mail.ts).
  sealedLinkTask('mailSponsorship', 'Sponsorship receipt and logo link', 'sponsorship', mailSponsorship),
  // A ticket order's buyer told of a refund, with the receipt as it now stands (src/server/services/tickets/refunds.ts).
  {
    slug: 'mailTicketRefund',
    label: 'Ticket refund and revised receipt',
    retries: MAIL_RETRIES,
    inputSchema: [
      { name: 'order', type: 'number', required: true },
      { name: 'amount_cents', type: 'number', required: true },
      // Whether this refund was of the whole order (the mail's words are of this refund, whenever it is sent).
      { name: 'whole', type: 'checkbox' },
    ],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    handler: async ({ input, job, req }) => ({ output: { outcome: await mailTicketRefund(req.payload, input as { order: number; amount_cents: number; whole?: boolean | null }, job.id) } }),
  } as TaskConfig,
  // A donor's one-time links to manage their monthly gifts (nothing for an address that gave none).
  mailTask('mailManageLinks', 'Link to manage a monthly gift', 'email', mailManageLinks),
  // A donor's sign-in link to their giving page (nothing for an address the foundation holds nothing under).
  mailTask('mailDonorSignIn', 'Sign-in link to a donor’s giving page', 'email', mailDonorSignIn),
  // A monthly gift its donor changed on /giving: what changed and how it stands.
  monthlyChangedTask,
  mailTask<number>('mailEventReminder', 'Event reminder', 'rsvp', (payload, rsvp, job) => mailEventReminder(payload, rsvp, 'reminder', job)),
  mailTask<number>('mailEventThanks', 'Event thank-you', 'rsvp', (payload, rsvp, job) => mailEventReminder(payload, rsvp, 'thanks', job)),
  // The yearly reminder on a tribute's day of remembrance (src/server/services/tributes/anniversaries.ts).
  mailTask<number>('mailAnniversaryReminder', 'Yearly reminder of a day of remembrance', 'reminder', mailAnniversaryReminder),
  // A tribute page's family: their daily or weekly digest, and their thank-you to one contributor (src/server/services/tributes/family.ts).
  mailTask<number>('mailFamilyDigest', 'Family digest of gifts in a name', 'family', mailFamilyDigest),
  mailTask<number>('mailFamilyThanks', 'A family’s thank-you to a contributor', 'mail', mailFamilyThanks),
  // Staff told a chargeback opened, with its due date (src/server/services/stripe/disputeStaffMail.ts).
  mailTask<number>('mailDisputeOpened', 'Dispute opened: staff alert', 'donation', mailDisputeOpened),
  // The donor of a failed monthly renewal asked to update their card, with a fresh manage link (src/server/services/donations/failedRenewals.ts).
  mailTask<number>('mailRenewalFailed', 'Failed monthly payment: donor asked to update their card', 'donation', mailRenewalFailed),
  // Staff told the card-testing guard went up: one mail per episode.
  mailTask<number>('mailCardTestingAlert', 'Card-testing guard up: staff alert', 'episode', mailCardTestingAlert),
  // The card to the person a tribute gift honours, once the webhook confirmed the gift (src/server/services/donations/tributeCards.ts).
  mailTask<number>('mailTributeCard', 'Tribute card', 'donation', mailTributeCard),
  // The foundation's letter of thanks for a gift that succeeded, with its PDF (src/server/services/letters/acknowledgements.ts).
  mailTask<number>('mailAcknowledgement', 'Gift acknowledgement letter', 'donation', mailAcknowledgement),
  // A donor's year-end statement, with its PDF (src/server/services/letters/statements.ts).
  mailTask<number>('mailStatement', 'Year-end giving statement', 'statement', mailStatement),
  // A supporter told of a confirmed gift on their fundraiser (src/server/services/fundraisers/fundraiserMail.ts).
  mailTask<number>('mailFundraiserGift', 'Gift on a fundraiser: supporter told', 'donation', mailFundraiserGift),
  // The writer of a remembrance told it is on the wall (src/server/services/remembrances/remembranceMail.ts).
  mailTask<number>('mailRemembrancePublished', 'Remembrance published: writer told', 'remembrance', mailRemembrancePublished),
  // Content staff told that visitors' reports hid a remembrance (src/collections/Remembrances/hooks/reports.ts).
  mailTask<number>('mailRemembranceHidden', 'Remembrance hidden by reports: staff alert', 'remembrance', mailRemembranceHidden),
  // Admins told of the last hour's unhandled errors, once per hour that had any (src/server/services/operations/errorDigest.ts).
  mailTask<number>('mailErrorDigest', 'Errors in the last hour: admins told', 'hour', mailErrorDigest),
  // A supporter's one-time link (confirm their email, or edit their page); its token travels sealed.
  {
    slug: 'mailFundraiserLink',
    label: 'Fundraiser link (confirm or edit)',
    retries: MAIL_RETRIES,
    inputSchema: [
      { name: 'fundraiser', type: 'number', required: true },
      { name: 'sealed', type: 'text', required: true },
    ],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    handler: async ({ input, job, req }) => ({ output: { outcome: await mailFundraiserLink(req.payload, input as { fundraiser: number; sealed: string }, job.id) } }),
  } as TaskConfig,
  // A new staff member's invitation link; its token travels sealed (src/server/services/staff/staffInvitations.ts).
  {
    slug: 'mailStaffInvitation',
    label: 'Staff invitation',
    retries: MAIL_RETRIES,
    inputSchema: [
      { name: 'user', type: 'number', required: true },
      { name: 'sealed', type: 'text', required: true },
    ],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    handler: async ({ input, job, req }) => ({ output: { outcome: await mailStaffInvitation(req.payload, input as { user: number; sealed: string }, job.id) } }),
  } as TaskConfig,
  // A scholarship applicant's confirmation that their application arrived (src/server/services/scholarships/scholarshipMail.ts).
  mailTask<number>('mailScholarshipSubmitted', 'Scholarship application received: applicant told', 'application', mailApplicationSubmitted),
  // A scholarship applicant told a recommendation letter arrived (never its content).
  mailTask<number>('mailScholarshipLetterArrived', 'Recommendation letter arrived: applicant told', 'recommendation', mailLetterArrived),
  // A scholarship applicant's link to continue their application; its token travels sealed.
  sealedLinkTask('mailScholarshipLink', 'Scholarship application link', 'application', mailApplicationLink),
  // A recommender's link to write their letter; its token travels sealed.
  sealedLinkTask('mailScholarshipRecommendationRequest', 'Recommendation letter request', 'recommendation', mailRecommendationRequest),
  // A scholarship applicant's decision, awarded or not: queued once with the decision (src/server/services/scholarships/decisions.ts).
  mailTask<number>('mailScholarshipDecision', 'Scholarship decision: applicant told', 'application', mailScholarshipDecision),
  // A mail Payload itself sends (the password reset of /cms), queued by src/email/adapter.ts.
  {
    slug: 'sendPayloadMail',
    label: 'Mail from the CMS (password reset)',
    retries: MAIL_RETRIES,
    inputSchema: [{ name: 'mail', type: 'json', required: true }],
    outputSchema: [{ name: 'outcome', type: 'text' }],
    handler: async ({ input, job, req }) => {
      await sendMail(req.payload, (input as { mail: QueuedMail }).mail, job.id)
      return { output: { outcome: 'sent' } }
    },
  } as TaskConfig,
]
