import type { CollectionAfterChangeHook } from 'payload'

import { queueMail } from '@/jobs/queueMail'
import { actorOf, recordAudit } from '@/plugins/audit/recordAudit'
import type { Remembrance } from '@/payload-types'
import { settleReports } from '@/server/data/remembranceReports'
import type { RemembranceContext } from '@/server/services/remembrances/remembrances'

/**
 * In the change's transaction. Published by staff (from pending or hidden, through /api or /cms):
 * the open reports are settled, with who decided, and stay, so their reporters never count again.
 * Hidden by visitors' reports: recorded in the audit trail as the system's action, and content
 * staff are mailed.
 */
export const afterReportsChange: CollectionAfterChangeHook<Remembrance> = async ({ doc, previousDoc, req, context }) => {
  const before = previousDoc?.status
  if (doc.status === 'published' && before && before !== 'published') {
    const actor = actorOf(req)
    await settleReports({ payload: req.payload, req }, doc.id, actor ? { id: actor.id, email: actor.email } : null)
  }
  const { hiddenBy, reports } = context as RemembranceContext
  if (hiddenBy === 'reports' && doc.status === 'hidden' && before === 'published') {
    await recordAudit(
      req.payload,
      { action: 'remembrance.hidden-by-reports', target: { collection: 'remembrances', id: doc.id }, summary: `hidden by ${reports ?? 'visitors’'} reports` },
      { req, bySystem: true },
    )
    await queueMail(req.payload, 'mailRemembranceHidden', { remembrance: doc.id }, req)
  }
  return doc
}
