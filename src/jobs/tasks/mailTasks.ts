import type { TaskConfig } from 'payload'

import type { QueuedMail } from '@/email/adapter'

import { mailToFoundation } from '@/server/services/contact'
import { mailManageLinks } from '@/server/services/donorLinks'
import { mailEventReminder } from '@/server/services/eventReminders'
import { sendMail } from '@/server/mail'
import { mailRsvpConfirmation } from '@/server/services/rsvpConfirmation'

import { MAIL_RETRIES } from '../retries'

const outcome = [{ name: 'outcome', type: 'text' as const }]

/** A stored contact message, mailed to the foundation. */
export const mailContactMessage: TaskConfig<'mailContactMessage'> = {
  slug: 'mailContactMessage',
  label: 'Contact message to staff',
  retries: MAIL_RETRIES,
  inputSchema: [{ name: 'message', type: 'number', required: true }],
  outputSchema: outcome,
  handler: async ({ input, job, req }) => ({ output: { outcome: await mailToFoundation(req.payload, input.message, job.id) } }),
}

/** A stored volunteer application, mailed to the foundation. */
export const mailVolunteerApplication: TaskConfig<'mailVolunteerApplication'> = {
  ...mailContactMessage,
  slug: 'mailVolunteerApplication',
  label: 'Volunteer application to staff',
} as TaskConfig<'mailVolunteerApplication'>

/** An RSVP's confirmation, with the event's .ics invitation. */
export const mailRsvpConfirmationTask: TaskConfig<'mailRsvpConfirmation'> = {
  slug: 'mailRsvpConfirmation',
  label: 'RSVP confirmation',
  retries: MAIL_RETRIES,
  inputSchema: [{ name: 'rsvp', type: 'number', required: true }],
  outputSchema: outcome,
  handler: async ({ input, job, req }) => ({ output: { outcome: await mailRsvpConfirmation(req.payload, input.rsvp, job.id) } }),
}

/** A donor's one-time links to manage their monthly gifts (nothing for an address that gave none). */
export const mailManageLinksTask: TaskConfig<'mailManageLinks'> = {
  slug: 'mailManageLinks',
  label: 'Link to manage a monthly gift',
  retries: MAIL_RETRIES,
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  outputSchema: outcome,
  handler: async ({ input, job, req }) => ({ output: { outcome: await mailManageLinks(req.payload, input.email, job.id) } }),
}

/** The day-before reminder of an RSVPed event. */
export const mailEventReminderTask: TaskConfig<'mailEventReminder'> = {
  slug: 'mailEventReminder',
  label: 'Event reminder',
  retries: MAIL_RETRIES,
  inputSchema: [{ name: 'rsvp', type: 'number', required: true }],
  outputSchema: outcome,
  handler: async ({ input, job, req }) => ({ output: { outcome: await mailEventReminder(req.payload, input.rsvp, 'reminder', job.id) } }),
}

/** The day-after thank-you of an RSVPed event. */
export const mailEventThanksTask: TaskConfig<'mailEventThanks'> = {
  slug: 'mailEventThanks',
  label: 'Event thank-you',
  retries: MAIL_RETRIES,
  inputSchema: [{ name: 'rsvp', type: 'number', required: true }],
  outputSchema: outcome,
  handler: async ({ input, job, req }) => ({ output: { outcome: await mailEventReminder(req.payload, input.rsvp, 'thanks', job.id) } }),
}

/** A mail Payload itself sends (the password reset of /cms), queued by src/email/adapter.ts. */
export const sendPayloadMail: TaskConfig<'sendPayloadMail'> = {
  slug: 'sendPayloadMail',
  label: 'Mail from the CMS (password reset)',
  retries: MAIL_RETRIES,
  inputSchema: [{ name: 'mail', type: 'json', required: true }],
  outputSchema: outcome,
  handler: async ({ input, job, req }) => {
    await sendMail(req.payload, input.mail as QueuedMail, job.id)
    return { output: { outcome: 'sent' } }
  },
}
