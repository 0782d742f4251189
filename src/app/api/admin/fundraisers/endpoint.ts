import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { fundraiserListQuerySchema, staffFundraiserSchema } from '@/contracts/fundraisers'

export const listFundraisersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/fundraisers',
  summary: 'Supporters’ fundraising pages by status (by default `pending`: confirmed, awaiting review)',
  access: 'staff',
  role: 'fundraising',
  query: fundraiserListQuerySchema,
  output: z.array(staffFundraiserSchema),
})
