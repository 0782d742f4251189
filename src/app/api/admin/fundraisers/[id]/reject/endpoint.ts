import { defineEndpoint } from '@/contracts/endpoint'
import { staffFundraiserSchema } from '@/contracts/fundraisers'

export const rejectFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/fundraisers/{id}/reject',
  summary: 'Reject a fundraising page: kept, never shown; its photo is deleted',
  access: 'staff',
  role: 'fundraising',
  output: staffFundraiserSchema,
  
})
