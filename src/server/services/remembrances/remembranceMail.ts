import 'server-only'

import type { Payload } from 'payload'

import { siteUrl } from '@/lib/site-url'

import { openReportReasons } from '../../data/remembranceReports'
import { sendMail } from '../../mail'
import { contentAlertRecipients } from '../staff/staffAlerts'

/**
 * Tells the writer their remembrance is on the wall. Plain text: their own words go in as text.
 * Nothing is sent for one deleted, or no longer published, by the time the job runs.
 */
export async function mailRemembrancePublished(payload: Payload, remembrance: number, job: number | string): Promise<string> {
  const doc = await payload.findByID({ collection: 'remembrances', id: remembrance, depth: 0, disableErrors: true, overrideAccess: true })
  if (!doc || doc.status !== 'published') return 'not published'
  const text = [
    `Dear ${doc.name},`,
    '',
    'Thank you for what you wrote. Your remembrance is now on the wall:',
    `${siteUrl()}/remember`,
    '',
    'Every word left there keeps her memory with us.',
    '',
    'From Loss to Light',
  ].join('\n')
  await sendMail(payload, { to: doc.email, subject: 'Your remembrance is on the wall', text }, job)
  return 'sent'
}

/**
 * Tells content staff that visitors' reports hid a remembrance, with the reasons given, so
 * someone looks at it soon. Nothing is sent if staff already published it again.
 */
export async function mailRemembranceHidden(payload: Payload, remembrance: number, job: number | string): Promise<string> {
  const doc = await payload.findByID({ collection: 'remembrances', id: remembrance, depth: 0, disableErrors: true, overrideAccess: true })
  if (!doc || doc.status !== 'hidden' || doc.hidden_by !== 'reports') return 'no longer hidden by reports'
  const reasons = await openReportReasons(payload, remembrance)
  const text = `Visitors' reports have hidden the remembrance left by ${doc.name} (#${doc.id}) from the wall.

${reasons.length ? `Their reasons:\n${reasons.map((reason) => `- ${reason.replace(/[\s\p{Cc}]+/gu, ' ')}`).join('\n')}` : 'No reason was given.'}

Please read it and publish it again or leave it hidden:
${siteUrl()}/admin/remembrances

Publishing it again keeps it on the wall: those who reported it cannot hide it again, and it then takes reports from five others.`
  await sendMail(payload, { to: (await contentAlertRecipients(payload)).join(', '), subject: 'A remembrance was hidden by reports', text }, job)
  return 'sent'
}
