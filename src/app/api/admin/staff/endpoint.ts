import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { inviteStaffSchema, staffMemberSchema } from '@/contracts/staff'

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
