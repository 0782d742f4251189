import { defineEndpoint } from '@/contracts/endpoint'
import { staffChangeSchema, staffMemberSchema } from '@/contracts/staff'

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
