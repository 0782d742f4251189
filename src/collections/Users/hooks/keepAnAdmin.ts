import { type CollectionAfterErrorHook, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest, ValidationError } from 'payload'

import { LAST_ADMIN_MESSAGE, OWN_ADMIN_MESSAGE } from '@/contracts/staff'
import { lockAdmins } from '@/server/data/adminsLock'
import { adminRuleRefusal } from '@/server/services/staff/adminRule'

/**
 * The foundation always keeps an active admin: nobody removes the last one, and an admin cannot
 * take away their own admin role or deactivate themselves (another admin can). Enforced here so
 * /api/admin/staff, /cms and the Local API agree. The other admins are counted under the admins'
 * lock, which `lockAdminsFirst` took when the operation began: of two admins demoting each other
 * at once, the second waits for the first to commit and is refused.
 */
export const keepAnAdmin: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const wasAdmin = originalDoc.role === 'admin' && originalDoc.active !== false
  const staysAdmin = (data.role ?? originalDoc.role) === 'admin' && (data.active ?? originalDoc.active) !== false
  if (!wasAdmin || staysAdmin) return data
  const field = data.role !== undefined && data.role !== 'admin' ? 'role' : 'active'
  if (req.user?.collection === 'users' && req.user.id === originalDoc.id) {
    throw new ValidationError({ collection: 'users', errors: [{ path: field, message: OWN_ADMIN_MESSAGE }] })
  }
  if (!(await anotherAdminBesides(req, originalDoc.id))) throw new ValidationError({ collection: 'users', errors: [{ path: field, message: LAST_ADMIN_MESSAGE }] })
  return data
}

/** Whether an admin other than `id` can sign in now: active, and not an invitation still waiting. */
async function anotherAdminBesides(req: PayloadRequest, id: number | string): Promise<boolean> {
  await lockAdmins(req.payload, req) // held since the operation began (lockAdminsFirst): taking it again is free
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: {
      and: [{ role: { equals: 'admin' } }, { active: { not_equals: false } }, { id: { not_equals: id } }, { or: [{ invited_at: { exists: false } }, { invitation_accepted_at: { exists: true } }] }],
    },
    req,
  })
  return totalDocs > 0
}

/** Deleting an account follows the same rule: not your own, and never the last admin. */
export const keepAnAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, req, disableErrors: true })
  if (!doc || doc.role !== 'admin' || doc.active === false) return
  if (req.user?.collection === 'users' && req.user.id === doc.id) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'role', message: OWN_ADMIN_MESSAGE }] })
  }
  if (!(await anotherAdminBesides(req, doc.id))) throw new ValidationError({ collection: 'users', errors: [{ path: 'role', message: LAST_ADMIN_MESSAGE }] })
}

/**
 * Payload's REST (/cms/api) answers this refusal with "The following field is invalid: role" and
 * drops the reason; this puts the reason first, as /cms shows it, keeping the 400 and the fields.
 */
export const explainAdminRefusal: CollectionAfterErrorHook = ({ error }) => {
  const reason = adminRuleRefusal(error)
  if (!reason) return
  const { data } = error as Error & { data?: Record<string, unknown> }
  return { status: 400, response: { errors: [{ name: 'ValidationError', message: reason, ...(data ? { data } : {}) }] } }
}
