import { defineEndpoint } from '@/contracts/endpoint'
import { signedInStaffSchema } from '@/contracts/auth'

export const whoAmIEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The signed-in staff member, with their role (which parts of /admin they may use) and whether two-step sign-in is on',
  access: 'staff',
  role: 'account',
  output: signedInStaffSchema,
})
