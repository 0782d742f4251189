import type { CollectionBeforeOperationHook } from 'payload'

import { lockAdmins } from '@/server/data/adminsLock'

/**
 * Takes the admins' lock (src/server/data/adminsLock.ts) at the start of any update that takes a
 * role away or deactivates, and of any deletion, through every door (/api, /cms, the Local API).
 * Taken before Payload reads the document, so `keepAnAdmin` sees what the previous change
 * committed, and before Payload's own writes of the operation, so no other lock is held while
 * waiting for it. The operation's transaction has begun by now; the lock lasts until it commits.
 */
export const lockAdminsFirst: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'delete' || (operation === 'update' && 'data' in args && mayRemoveAnAdmin(args.data))) await lockAdmins(req.payload, req)
}

function mayRemoveAnAdmin(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false
  const { role, active } = data as { role?: unknown; active?: unknown }
  return (role !== undefined && role !== 'admin') || active === false
}
