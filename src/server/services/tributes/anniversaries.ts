import 'server-only'

import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { anniversaryReminder } from '@/email/anniversaryMail'
import { renderMail } from '@/email/renderMail'
import { queueMail } from '@/jobs/queueMail'
import { siteTimeZone } from '@/lib/dates'
import { foldHeader } from '@/lib/logText'
import { siteUrl } from '@/lib/site-url'

import { markDueAnniversaryReminders, selectAnniversaryReminder } from '../../data/anniversaries'
import { lockWithinTransaction } from '../../data/transactionLock'
import { sendMail } from '../../mail'
import { inTransaction } from '../../transaction'
import { readFoundation } from '../foundation'
import { isUnsubscribed, mailChoiceLinks } from './mailChoices'

/** No reminder is written before this hour of the foundation's day. */
const SEND_FROM_HOUR = 9

/** The MM-DD days remembered on `day`: its own, and 29 February on the 28th of a year without one. */
export function daysRemembered(day: DateTime): string[] {
  const own = day.toFormat('MM-dd')
  return own === '02-28' && !day.isInLeapYear ? [own, '02-29'] : [own]
}

/**
 * Queues the yearly reminders due today in SITE_TIME_ZONE (from 9 AM), each marked for its page,
 * donor and year in the same transaction as its mail, so however often this runs (hourly, by the
 * worker's schedule) a donor hears of a day once a year. How many were queued.
 */
export async function queueAnniversaryReminders(payload: Payload, now: Date): Promise<number> {
  const day = DateTime.fromJSDate(now, { zone: siteTimeZone() })
  if (day.hour < SEND_FROM_HOUR) return 0
  return inTransaction(payload, async ({ req }) => {
    await lockWithinTransaction(payload, req, 'anniversary-reminders')
    const due = await markDueAnniversaryReminders(payload, req, daysRemembered(day), day.year)
    for (const reminder of due) await queueMail(payload, 'mailAnniversaryReminder', { reminder }, req)
    return due.length
  })
}

/** One yearly reminder (a task of the Jobs Queue): nothing to an address that unsubscribed since, or for a page hidden since. */
export async function mailAnniversaryReminder(payload: Payload, id: number, job: string | number): Promise<'sent' | 'gone' | 'unsubscribed'> {
  const reminder = await selectAnniversaryReminder(payload, id)
  if (!reminder) return 'gone'
  if (await isUnsubscribed(payload, reminder.email, 'anniversary')) return 'unsubscribed'
  const page = await payload.findByID({ collection: 'tributes', id: reminder.tribute_id, depth: 0, disableErrors: true })
  if (!page || page.hidden || page.merged_into) return 'gone'
  const { name: foundation } = await readFoundation(payload)
  const links = mailChoiceLinks('anniversary', reminder.email)
  const subject = foldHeader(`Remembering ${page.name} today`)
  const words = anniversaryReminder({
    honoree: page.name,
    kind: page.kind,
    familyWord: page.family_word?.trim() || null,
    pageUrl: `${siteUrl()}/tributes/${page.slug}`,
    giveUrl: `${siteUrl()}/donate?tribute=${page.slug}`,
    unsubscribeUrl: links.page,
    foundation,
  })
  await sendMail(payload, { to: reminder.email, subject, ...(await renderMail(subject, words, foundation)), headers: links.headers }, job)
  return 'sent'
}
