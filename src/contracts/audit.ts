import * as z from 'zod/mini'

import { pageQuerySchema } from './api'
import { defineEndpoint } from './endpoint'

/** One entry of the audit trail, as /admin/audit shows it. */
export const auditEntrySchema = z.object({
  id: z.number().check(z.int()),
  at: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target: z.nullable(z.string()),
  changed_fields: z.array(z.string()),
  summary: z.nullable(z.string()),
  address: z.nullable(z.string()),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

const DAY_MESSAGE = 'Use a date like 2031-09-11.'
const day = z.optional(
  z.string({ error: DAY_MESSAGE }).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE),
    z.refine((value) => !Number.isNaN(Date.parse(value)), DAY_MESSAGE),
  ),
)

/** The trail's filters: who (their email, or part of it), what kind, and days in the foundation's zone. */
export const auditFilterSchema = z.object({
  actor: z.optional(z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.'))),
  action: z.optional(z.string().check(z.trim(), z.maxLength(60, 'At most 60 characters.'))),
  from: day,
  to: day,
})
export type AuditFilter = z.output<typeof auditFilterSchema>

export const auditQuerySchema = z.extend(pageQuerySchema, auditFilterSchema.shape)

/** The kinds of entries, for the filter's list (writes by collection are create/update/delete). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in.failed',
  'create',
  'update',
  'delete',
  'donation.refund',
  'donation.cancel',
  'donor.note',
  'check.record',
  'check.correct',
  'check.void',
  'photo.approve',
  'photo.reject',
  'attendee.remove',
  'export',
  'reconcile',
  'cache.purge',
  'job.retry',
  'staff.invite',
  'staff.role',
  'staff.deactivate',
  'staff.reactivate',
  'staff.invitation-accepted',
  'password-reset',
  'two-step.enabled',
  'two-step.disabled',
  'two-step.recovery-codes',
  'two-step.reset',
  'scholarship.review.read',
  'scholarship.score',
  'scholarship.conflict',
  'scholarship.file.open',
  'scholarship.applications.read',
  'scholarship.ranking',
  'scholarship.decision',
  'scholarship.decisions',
  'scholarship.recipients',
  'scholarship.files-deleted',
  'tribute.made',
  'tribute.merge',
  'people.export',
  'people.erase',
] as const

export const AUDIT_CSV_COLUMNS = ['at', 'actor_email', 'action', 'target', 'changed_fields', 'summary', 'address'] as const
/** Most rows one CSV export holds; narrow the filters for more. */
export const AUDIT_CSV_MAX_ROWS = 50_000

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const exportAuditEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit.csv',
  summary: 'The audit trail as CSV, with the same filters as /api/admin/audit (at most 50,000 rows, newest first)',
  access: 'staff',
  role: 'admin',
  query: auditFilterSchema,
  file: { contentType: 'text/csv', description: 'One row per entry: at, actor_email, action, target, changed_fields, summary, address' },
})

export const listAuditEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'The audit trail, newest first; `?actor=&action=&from=YYYY-MM-DD&to=YYYY-MM-DD&skip=&limit=` (50 a page by default), the total in X-Total-Count',
  access: 'staff',
  role: 'admin',
  query: auditQuerySchema,
  output: z.array(auditEntrySchema),
})
