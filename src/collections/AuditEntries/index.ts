import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/**
 * The audit trail: who did what, when and from where. Append-only: no role may create, change or
 * delete an entry through /api, /cms or the Local API with access checked; only the server's
 * recordAudit() writes (src/plugins/audit/recordAudit.ts), and a database trigger refuses UPDATE
 * and DELETE whoever asks. Donors' personal data is never copied here: a target is named by its
 * collection and id, an update by the names of the fields it changed. The audit plugin
 * (src/plugins/audit) adds it to the config, with the hooks that record every staff write.
 */
export const AuditEntries: CollectionConfig = {
  slug: 'audit-entries',
  labels: { singular: 'Audit entry', plural: 'Audit trail' },
  admin: { useAsTitle: 'action', defaultColumns: ['createdAt', 'actor_email', 'action', 'target_collection', 'target_id'], group: 'System' },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    // Plain values, not a relationship: an entry outlives the account and is never rewritten.
    { name: 'actor_id', type: 'number', index: true },
    { name: 'actor_email', type: 'text', index: true },
    { name: 'action', type: 'text', required: true, index: true },
    { name: 'target_collection', type: 'text' },
    { name: 'target_id', type: 'text' },
    { name: 'changed_fields', type: 'json' },
    { name: 'summary', type: 'text' },
    { name: 'address', type: 'text' },
  ],
  timestamps: true,
}
