import { defineEndpoint } from '@/contracts/endpoint'
import { toAcknowledgeSchema } from '@/contracts/donations'

export const giftsToAcknowledgeByPostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/to-acknowledge',
  summary: 'Gifts still to be acknowledged by post: succeeded, no email address, no letter sent (count, the ten oldest). Print each one’s PDF, post it, then record it posted',
  access: 'staff',
  role: 'fundraising',
  output: toAcknowledgeSchema,
})
