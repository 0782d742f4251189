import { defineEndpoint } from '@/contracts/endpoint'
import { donationTroubleSchema } from '@/contracts/donations'

export const giftsNeedingAttentionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/attention',
  summary:
    'Gifts that need staff: open disputes (count, nearest evidence due date, the five due first) and failed monthly renewals not paid since (count, the five newest)',
  access: 'staff',
  role: 'fundraising',
  output: donationTroubleSchema,
})
