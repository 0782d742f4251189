import { defineEndpoint } from '@/contracts/endpoint'
import { donorDetailSchema } from '@/contracts/donors'

export const getDonorEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/donors/{id}',
  summary: 'A donor with every gift (anonymous ones too), when each was acknowledged, the statements sent, and staff notes',
  access: 'staff',
  role: 'fundraising',
  output: donorDetailSchema,
})
