import 'server-only'

import type { Payload } from 'payload'

import { type DonorMailChoices, MAIL_CHOICES_SAVED } from '@/contracts/donorPortal'

import { deleteMailOptOut, hasOptedOut, insertMailOptOut } from '../../data/mailOptOuts'
import { deleteReminderOptOut, hasOptedOutOfReminders, insertReminderOptOut } from '../../data/reminderOptOuts'
import type { Donor } from '../../domain/donorSession'

// A donor's email choices on /giving: the same opt-outs the one-click links in the mails record.

export async function donorMailChoices(payload: Payload, email: string): Promise<DonorMailChoices> {
  const [noReminders, noAnniversaries] = await Promise.all([hasOptedOutOfReminders(payload, email), hasOptedOut(payload, email, 'anniversary')])
  return { event_reminders: !noReminders, anniversary_reminders: !noAnniversaries }
}

export async function chooseDonorMail(payload: Payload, donor: Donor, choices: DonorMailChoices): Promise<{ message: string; mail_choices: DonorMailChoices }> {
  await (choices.event_reminders ? deleteReminderOptOut(payload, donor.email) : insertReminderOptOut(payload, donor.email))
  await (choices.anniversary_reminders ? deleteMailOptOut(payload, donor.email, 'anniversary') : insertMailOptOut(payload, donor.email, 'anniversary'))
  return { message: MAIL_CHOICES_SAVED, mail_choices: await donorMailChoices(payload, donor.email) }
}
