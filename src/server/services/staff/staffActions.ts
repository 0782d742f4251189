import 'server-only'

import type { Payload } from 'payload'

import { type AuditEvent, recordAudit } from '@/plugins/audit/recordAudit'

/**
 * Records a staff action that writes no document of its own (an export, a refund asked of
 * Stripe, a cache purge), as the staff member the request acts for (see serve()).
 */
export async function recordStaffAction(payload: Payload, event: AuditEvent): Promise<void> {
  await recordAudit(payload, event)
}
