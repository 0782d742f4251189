import { defineEndpoint } from '@/contracts/endpoint'
import { staffFundraiserSchema } from '@/contracts/fundraisers'

export const approveFundraiserEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/fundraisers/{id}/approve',
  summary: 'Approve a confirmed fundraising page and its photo: public from now on',
  access: 'staff',
  role: 'fundraising',
  output: staffFundraiserSchema,
  answers: { 409: { description: 'The supporter has not confirmed their email yet' } },
})
