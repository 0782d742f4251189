import * as z from 'zod/mini'

import { messageSchema } from './api'
import { emailField } from './common'
import { defineEndpoint } from './endpoint'
import { staffRoleSchema } from './roles'

// Staff management in /admin/staff (admins only) and the invitation link a new staff member opens.

export const LAST_ADMIN_MESSAGE = 'The foundation needs at least one active admin. Make someone else an admin first.'
export const OWN_ADMIN_MESSAGE = 'You cannot remove your own admin role or deactivate yourself. Ask another admin.'
export const ALREADY_STAFF_MESSAGE = 'That email already belongs to a staff account.'
export const DEACTIVATED_INVITEE_MESSAGE = 'That account is deactivated. Reactivate it first, then send the invitation again.'
export const STAFF_NOT_FOUND_MESSAGE = 'That staff account does not exist.'
export const INVITATION_REFUSED = 'This invitation link has expired or was already used. Ask an admin for a new one.'
export const INVITATION_ACCEPTED = 'Your password is set. Sign in with your email and new password.'

/** How long an invitation link works. */
export const INVITATION_LIFETIME_HOURS = 72
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 256

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

/** An admin invites someone by email, with the role they will have. Unknown fields are refused. */
export const inviteStaffSchema = z.strictObject({ email: emailField(), role: staffRoleSchema })

/** An admin changes an account's role, or deactivates (`active: false`) or reactivates it. */
export const staffChangeSchema = z
  .strictObject({
    role: z.optional(staffRoleSchema),
    active: z.optional(z.boolean({ error: 'Must be true or false' })),
  })
  .check(z.refine((change) => change.role !== undefined || change.active !== undefined, 'Send a role, or active: true or false.'))

const newPassword = () =>
  z
    .string({ error: `Choose a password of at least ${PASSWORD_MIN} characters` })
    .check(z.minLength(PASSWORD_MIN, `Choose a password of at least ${PASSWORD_MIN} characters`), z.maxLength(PASSWORD_MAX, `Please keep the password under ${PASSWORD_MAX} characters`))

/** What the invitation page sends: the link's token and the chosen password. */
export const acceptInvitationSchema = z.strictObject({
  token: z.string({ error: INVITATION_REFUSED }).check(z.maxLength(200, INVITATION_REFUSED)),
  password: newPassword(),
})

/** The invitation page's form: the password twice (the token comes from the link). */
export const invitationFormSchema = z
  .object({ password: newPassword(), confirm: z.string() })
  .check(z.refine((form) => form.password === form.confirm, { message: 'The two passwords do not match', path: ['confirm'] }))

export const invitationAcceptedSchema = z.object({ message: z.string(), email: z.string() })

// The /api endpoints (src/contracts/endpoint.ts): serve() enforces them; OpenAPI, the client and the registry read them.

export const changeStaffEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/staff/{id}',
  summary: 'Change a staff account’s role, deactivate it (`active: false`: its sessions end at once) or reactivate it',
  access: 'staff',
  role: 'admin',
  body: staffChangeSchema,
  output: staffMemberSchema,
  answers: { 409: { description: 'It would leave no active admin, or an admin would remove their own admin role or deactivate themselves' } },
})

export const resetStaffTwoStepEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/staff/{id}/two-step',
  summary: 'Reset another staff member’s two-step sign-in (a lost phone): it is cleared, their sessions end, and they enrol again; audited',
  access: 'staff',
  role: 'admin',
  output: messageSchema,
  answers: { 403: { description: 'Your own (use /admin/account), or not an admin' }, 404: { description: 'No such staff member' } },
})

export const listStaffEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/staff',
  summary: 'Every staff account: role, active, two-step sign-in, a pending invitation, the last sign-in',
  access: 'staff',
  role: 'admin',
  output: z.array(staffMemberSchema),
})

export const inviteStaffEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/staff',
  summary:
    'Invite someone by email with a role: the account is made and a one-time link to set a password (valid 72 hours) is mailed. Inviting an account whose invitation is pending again mails a fresh link; the old one stops working',
  access: 'staff',
  role: 'admin',
  body: inviteStaffSchema,
  status: 201,
  output: staffMemberSchema,
  answers: { 409: { description: 'The email already belongs to a staff account (or to a deactivated one)' } },
})

export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/invitation',
  summary: 'A new staff member sets their password with the token of their invitation link (once, within 72 hours), then signs in',
  access: 'public',
  rateLimit: 'staff-invitation',
  body: acceptInvitationSchema,
  output: invitationAcceptedSchema,
  answers: { 400: { description: 'The link has expired, was already used, or was altered: nothing changes' } },
})
