import { defineEndpoint } from '@/contracts/endpoint'
import { messageSchema } from '@/contracts/api'

export const purgePublicCacheEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/cache/purge',
  summary: 'Render every public page and GET afresh (after data changed outside the app)',
  access: 'staff',
  role: 'content',
  output: messageSchema,
})
