import { type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest, ValidationError } from 'payload'

import { LAST_ADMIN_MESSAGE, OWN_ADMIN_MESSAGE } from '@/contracts/staff'

/**
 * The foundation always keeps an active admin: nobody removes the last one, and an admin cannot
 * take away their own admin role or deactivate themselves (another admin can). Enforced here so
 * /api/admin/staff, /cms and the Local API agree.
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
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: {
      and: [
        { role: { equals: 'admin' } },
        { active: { not_equals: false } },
        { id: { not_equals: id } },
        { or: [{ invited_at: { exists: false } }, { invitation_accepted_at: { exists: true } }] },
      ],
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
