import { defineEndpoint } from '@/contracts/endpoint'
import { staffSchema } from '@/contracts/auth'

export const whoAmI = defineEndpoint({
  method: 'GET',
  path: '/api/auth/me',
  summary: 'The signed-in staff member',
  access: 'staff',
  output: staffSchema,
})
