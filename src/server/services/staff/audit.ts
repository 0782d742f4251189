import 'server-only'

import type { Payload, Where } from 'payload'
import type * as z from 'zod/mini'

import { AUDIT_CSV_COLUMNS, AUDIT_CSV_MAX_ROWS, type AuditEntry, type AuditFilter, type auditQuerySchema } from '@/contracts/audit'
import { CSV_BOM, csvLine } from '@/lib/csv'
import { siteTimeZone, zonedLocalToIso } from '@/lib/dates'
import type { AuditEntry as AuditRow } from '@/payload-types'

import type { Staff } from '../../domain/staff'
import { readWindow } from '../pageWindow'
import { recordStaffAction } from './staffActions'

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.createdAt,
  actor_email: row.actor_email ?? 'system',
  action: row.action,
  target: row.target_collection ? `${row.target_collection}${row.target_id ? ` #${row.target_id}` : ''}` : null,
  changed_fields: Array.isArray(row.changed_fields) ? row.changed_fields.map(String) : [],
  summary: row.summary ?? null,
  address: row.address ?? null,
})

/** The day after `day` (YYYY-MM-DD), for an inclusive "to". */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

function whereOf(filter: AuditFilter): Where {
  const and: Where[] = []
  if (filter.actor) and.push({ actor_email: { like: filter.actor.toLowerCase() } })
  if (filter.action) and.push({ action: { equals: filter.action } })
  if (filter.from) and.push({ createdAt: { greater_than_equal: zonedLocalToIso(`${filter.from}T00:00`, siteTimeZone()) } })
  if (filter.to) and.push({ createdAt: { less_than: zonedLocalToIso(`${nextDay(filter.to)}T00:00`, siteTimeZone()) } })
  return and.length ? { and } : {}
}

/** The trail, newest first (the id breaking ties), as the admin's role lets them read it. */
export async function listAudit(payload: Payload, staff: Staff, query: z.output<typeof auditQuerySchema>): Promise<{ items: AuditEntry[]; total: number }> {
  const { docs, totalDocs } = await readWindow(query.skip, query.limit ?? 50, (page, size) =>
    payload.find({ collection: 'audit-entries', where: whereOf(query), sort: ['-createdAt', '-id'], limit: size, page, depth: 0, overrideAccess: false, user: staff }),
  )
  return { items: docs.map(toEntry), total: totalDocs }
}

/** The filtered trail as CSV; the export itself is recorded. */
export async function auditCsv(payload: Payload, staff: Staff, filter: AuditFilter): Promise<string> {
  const { docs } = await payload.find({ collection: 'audit-entries', where: whereOf(filter), sort: ['-createdAt', '-id'], limit: AUDIT_CSV_MAX_ROWS, depth: 0, overrideAccess: false, user: staff })
  await recordStaffAction(payload, { action: 'export', target: { collection: 'audit-entries' }, summary: `audit trail, ${docs.length} rows` })
  const lines = docs.map(toEntry).map((e) => csvLine([e.at, e.actor_email, e.action, e.target ?? '', e.changed_fields.join(' '), e.summary ?? '', e.address ?? '']))
  return CSV_BOM + csvLine([...AUDIT_CSV_COLUMNS]) + lines.join('')
}
