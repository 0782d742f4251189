import type { CollectionBeforeChangeHook, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { Forbidden } from 'payload'

import { type LockTarget, locksOnWhatTheRoleEdits, mayEditLockTarget } from '@/access/documentLocks'
import { isStaff } from '@/access/isStaff'
import { ownPreferences } from '@/access/ownPreferences'

import { auditChange } from '../audit/hooks'

/**
 * A lock is made for the staff member who asks, on what their role may edit. Payload's admin makes
 * its own locks straight in the database (no hooks); this holds for everything through /cms/api.
 */
const lockOnlyWhatYouEdit: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!req.user) return data
  const before = (originalDoc ?? {}) as LockTarget
  const target: LockTarget = { document: data.document ?? before.document, globalSlug: data.globalSlug ?? before.globalSlug }
  if (!(await mayEditLockTarget(req, target))) throw new Forbidden(req.t)
  return { ...data, user: { relationTo: 'users', value: req.user.id } }
}

function guardDocumentLocks(collection: SanitizedCollectionConfig): void {
  collection.access = { ...collection.access, create: isStaff, read: locksOnWhatTheRoleEdits, update: locksOnWhatTheRoleEdits, delete: locksOnWhatTheRoleEdits }
  // Locks made or taken over through /cms/api are recorded; the admin's own (and releases) are routine.
  collection.hooks = {
    ...collection.hooks,
    beforeChange: [...(collection.hooks.beforeChange ?? []), lockOnlyWhatYouEdit],
    afterChange: [...(collection.hooks.afterChange ?? []), auditChange],
  }
}

function guardPreferences(collection: SanitizedCollectionConfig): void {
  collection.access = { ...collection.access, create: isStaff, read: ownPreferences, update: ownPreferences, delete: ownPreferences }
}

const GUARDS: Record<string, (collection: SanitizedCollectionConfig) => void> = {
  'payload-locked-documents': guardDocumentLocks,
  'payload-preferences': guardPreferences,
}

/**
 * Payload adds its own collections (document locks, preferences) after every plugin has run, with
 * access for any signed-in account, and no option to change it: so any staff member could lock a
 * gift or an account against editing. This sets their access on the finished config, the same rules
 * through /cms/api and the Local API with access checked.
 */
export async function withPayloadCollectionsGuarded(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  for (const collection of sanitized.collections) GUARDS[collection.slug]?.(collection)
  return sanitized
}
