import 'server-only'

import type { Payload } from 'payload'

import { remembranceHidden, remembrancePublished } from '@/email/remembranceMails'
import { renderMail } from '@/email/renderMail'
import { siteUrl } from '@/lib/site-url'

import { openReportReasons } from '../../data/remembranceReports'
import { sendMail } from '../../mail'
import { readFoundation } from '../foundation'
import { contentAlertRecipients } from '../staff/staffAlerts'

/**
 * Tells the writer their remembrance is on the wall (their name goes in as text, never markup).
 * Nothing is sent for one deleted, or no longer published, by the time the job runs.
 */
export async function mailRemembrancePublished(payload: Payload, remembrance: number, job: number | string): Promise<string> {
  const doc = await payload.findByID({ collection: 'remembrances', id: remembrance, depth: 0, disableErrors: true, overrideAccess: true })
  if (!doc || doc.status !== 'published') return 'not published'
  const subject = 'Your remembrance is on the wall'
  const { name: foundation } = await readFoundation(payload)
  const words = remembrancePublished({ foundation, name: doc.name, wallUrl: `${siteUrl()}/remember` })
  await sendMail(payload, { to: doc.email, subject, ...(await renderMail(subject, words, foundation)) }, job)
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
  const subject = 'A remembrance was hidden by reports'
  const { name: foundation } = await readFoundation(payload)
  const words = remembranceHidden({ name: doc.name, id: doc.id, reasons, reviewUrl: `${siteUrl()}/admin/remembrances` })
  await sendMail(payload, { to: (await contentAlertRecipients(payload)).join(', '), subject, ...(await renderMail(subject, words, foundation)) }, job)
  return 'sent'
}
