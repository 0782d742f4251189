import { defineEndpoint } from '@/contracts/endpoint'
import { messageSchema } from '@/contracts/api'

export const signOutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Revoke the token’s session',
  access: 'staff',
  role: 'account',
  output: messageSchema,
})
