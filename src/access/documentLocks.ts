import type { Access, Collection, PayloadRequest, Where } from 'payload'

import { isStaff } from './isStaff'

/** What a lock of Payload's `payload-locked-documents` holds: one document, or one global. */
export type LockTarget = { document?: { relationTo?: unknown; value?: unknown } | null; globalSlug?: unknown }

const allowed = (result: unknown): result is true | Where => result === true || (typeof result === 'object' && result !== null)

/** Collections and globals whose own update rule lets this staff member edit at least some of it. */
async function editableAtAll(req: PayloadRequest): Promise<{ collections: string[]; globals: string[] }> {
  const collections: string[] = []
  for (const { config } of Object.values(req.payload.collections)) {
    if (config.lockDocuments !== false && allowed(await config.access.update({ req }))) collections.push(config.slug)
  }
  const globals: string[] = []
  for (const config of req.payload.config.globals) {
    if (config.lockDocuments !== false && (await config.access.update({ req })) === true) globals.push(config.slug)
  }
  return { collections, globals }
}

/** Whether this staff member may edit that very document (its collection's update rule, with its where) or global. */
export async function mayEditLockTarget(req: PayloadRequest, target: LockTarget): Promise<boolean> {
  const { document, globalSlug } = target
  if (!document && !globalSlug) return false
  if (globalSlug) {
    const global = req.payload.config.globals.find((config) => config.slug === globalSlug)
    if (!global || global.lockDocuments === false || (await global.access.update({ req })) !== true) return false
  }
  if (document) {
    const collections: Partial<Record<string, Collection>> = req.payload.collections
    const collection = typeof document.relationTo === 'string' ? collections[document.relationTo] : undefined
    // Every collection here has serial ids; REST may send one as text.
    const id = typeof document.value === 'number' || typeof document.value === 'string' ? Number(document.value) : NaN
    if (!collection || collection.config.lockDocuments === false || !Number.isSafeInteger(id)) return false
    const rule = await collection.config.access.update({ req, id })
    if (!allowed(rule)) return false
    const where: Where = rule === true ? { id: { equals: id } } : { and: [rule, { id: { equals: id } }] }
    const { totalDocs } = await req.payload.count({ collection: collection.config.slug, where, overrideAccess: true, req })
    if (totalDocs === 0) return false
  }
  return true
}

/**
 * Document locks a staff member may see, take over or release: its own, and those on what its role
 * may edit. (Which document exactly is checked on every write: `mayEditLockTarget`.)
 */
export const locksOnWhatTheRoleEdits: Access = async ({ req }) => {
  if (!isStaff({ req })) return false
  const { collections, globals } = await editableAtAll(req)
  const or: Where[] = [{ and: [{ 'user.value': { equals: req.user!.id } }, { 'user.relationTo': { equals: 'users' } }] }]
  // One condition per collection: the Postgres adapter reads `relationTo` as "that collection's column is set", for `equals` only.
  for (const slug of collections) or.push({ 'document.relationTo': { equals: slug } })
  if (globals.length) or.push({ globalSlug: { in: globals } })
  return { or }
}
