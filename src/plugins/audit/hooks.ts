import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig } from 'payload'

import { notePasswordSet, passwordSummary, takePasswordSet } from './passwords'
import { auditRead, PERSONAL_DATA } from './reads'
import { actorOf, recordAudit } from './recordAudit'

/** Bookkeeping that changes on every write and says nothing of what a person did. */
const NOT_A_CHANGE = new Set(['updatedAt', 'createdAt', 'sessions', 'hash', 'salt', 'loginAttempts', 'lockUntil'])

/**
 * The top-level fields whose values differ: names only, never values (they may be personal). Only
 * fields the writer reads back count: `before` also holds hidden ones (secrets, tokens) that the
 * answer leaves out, which would otherwise all look changed.
 */
export function changedFields(before: Record<string, unknown> | undefined, after: Record<string, unknown>): string[] {
  return Object.keys(after)
    .filter((key) => !NOT_A_CHANGE.has(key) && JSON.stringify(before?.[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .sort()
}

/** A write's name in the trail: what the service called it (`context.auditAction`), else the operation. */
export type AuditContext = { auditAction?: string }
const actionOf = (context: AuditContext, operation: string) => context.auditAction ?? operation

/** Every staff create and update, recorded in the same transaction (visitors' and Stripe's are not staff writes). */
export const auditChange: CollectionAfterChangeHook = async ({ collection, context, doc, previousDoc, operation, req }) => {
  const actor = actorOf(req)
  if (!actor) return doc
  const passwordSet = operation === 'update' && takePasswordSet(context, collection.slug, doc.id)
  const fields = operation === 'update' ? [...changedFields(previousDoc, doc), ...(passwordSet ? ['password'] : [])].sort() : undefined
  if (operation === 'update' && fields?.length === 0) return doc
  const action = (context as AuditContext).auditAction ?? (passwordSet ? 'password-set' : operation)
  const summary = passwordSet ? { summary: passwordSummary(actor, doc) } : {}
  await recordAudit(req.payload, { action, target: { collection: collection.slug, id: doc.id }, ...(fields ? { changedFields: fields } : {}), ...summary }, { req })
  return doc
}

const auditDelete: CollectionAfterDeleteHook = async ({ collection, context, id, req }) => {
  if (actorOf(req)) await recordAudit(req.payload, { action: actionOf(context as AuditContext, 'delete'), target: { collection: collection.slug, id } }, { req })
}

const auditGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  if (actorOf(req)) await recordAudit(req.payload, { action: 'update', target: { collection: global.slug }, changedFields: changedFields(previousDoc, doc) }, { req })
  return doc
}

/**
 * A collection with the audit hooks after its own (the trail itself is not audited); one that holds
 * the public's personal data (`custom.personalData`) has its reads through /cms/api recorded too,
 * and any other its reads that populate such data (src/plugins/audit/reads.ts).
 */
export const withAuditHooks = (collection: CollectionConfig): CollectionConfig =>
  collection.slug === 'audit-entries'
    ? collection
    : {
        ...collection,
        hooks: {
          ...collection.hooks,
          ...(collection.auth ? { beforeChange: [...(collection.hooks?.beforeChange ?? []), notePasswordSet] } : {}),
          afterChange: [...(collection.hooks?.afterChange ?? []), auditChange],
          afterDelete: [...(collection.hooks?.afterDelete ?? []), auditDelete],
          afterOperation: [...(collection.hooks?.afterOperation ?? []), auditRead(Boolean(collection.custom?.[PERSONAL_DATA]))],
        },
      }

/** A global with the audit hook after its own. */
export const withGlobalAuditHooks = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), auditGlobalChange] },
})
