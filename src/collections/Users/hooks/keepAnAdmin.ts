import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

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
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    // Another admin who can sign in now: active, and not an invitation still waiting to be accepted.
    where: {
      and: [
        { role: { equals: 'admin' } },
        { active: { not_equals: false } },
        { id: { not_equals: originalDoc.id } },
        { or: [{ invited_at: { exists: false } }, { invitation_accepted_at: { exists: true } }] },
      ],
    },
    req,
  })
  if (totalDocs === 0) throw new ValidationError({ collection: 'users', errors: [{ path: field, message: LAST_ADMIN_MESSAGE }] })
  return data
}
