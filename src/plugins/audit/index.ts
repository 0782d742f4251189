import type { Plugin } from 'payload'

import { AuditEntries } from '@/collections/AuditEntries'

import { withAuditHooks, withGlobalAuditHooks } from './hooks'

/**
 * The audit trail as a Payload plugin: adds the `audit-entries` collection after the others, and
 * the hooks that record every staff create, update and delete (in the write's own transaction) to
 * every collection and global the config has when it runs. List it before plugins that add hooks
 * of their own (the S3 storage plugin), so the audit hook runs first, as it always has.
 *
 * Its runtime sits beside it: who is acting (actor.ts, set by serve() for /api requests) and
 * recordAudit() (named entries: refunds, sign-ins, exports…).
 */
export const auditPlugin = (): Plugin => (config) => ({
  ...config,
  collections: [...(config.collections ?? []).map(withAuditHooks), AuditEntries],
  globals: (config.globals ?? []).map(withGlobalAuditHooks),
})
