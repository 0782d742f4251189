import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { donorQuerySchema, donorSchema } from '@/contracts/donors'

export const listDonorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/donors',
  summary:
    'Donors (one per email, trimmed and in lower case), the latest giver first; `?q=` part of a name or email, `?segment=all|monthly|lapsed|new`, `?skip=&limit=` pages, the total in X-Total-Count. Money is what the foundation kept (refunds and lost disputes out)',
  access: 'staff',
  role: 'fundraising',
  query: donorQuerySchema,
  output: z.array(donorSchema),
})
