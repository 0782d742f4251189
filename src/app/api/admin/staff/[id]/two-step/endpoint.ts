import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'

export const resetStaffTwoStepEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/staff/{id}/two-step',
  summary: 'Reset another staff member’s two-step sign-in (a lost phone): it is cleared, their sessions end, and they enrol again; audited',
  access: 'staff',
  role: 'admin',
  output: messageSchema,
  answers: { 403: { description: 'Your own (use /admin/account), or not an admin' }, 404: { description: 'No such staff member' } },
})
