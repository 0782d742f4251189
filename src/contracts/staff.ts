import * as z from 'zod/mini'

import { staffRoleSchema } from './roles'

export const LAST_ADMIN_MESSAGE = 'The foundation needs at least one active admin. Make someone else an admin first.'
export const OWN_ADMIN_MESSAGE = 'You cannot remove your own admin role or deactivate yourself. Ask another admin.'

/** One staff account as /admin/staff lists it. */
export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  two_step_enabled: z.boolean(),
  invitation_pending: z.boolean(),
  last_sign_in_at: z.nullable(z.string()),
  created_at: z.string(),
})
export type StaffMember = z.infer<typeof staffMemberSchema>
