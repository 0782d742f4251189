import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { donationListQuerySchema, donationSchema } from '@/contracts/donations'

export const listDonationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/donations/list',
  summary:
    'Donations, newest first; `?status=` one status, or `all` (default: every status but `abandoned`); `?skip=&limit=` pages, the total of the filter in X-Total-Count (without them, all)',
  access: 'staff',
  role: 'fundraising',
  query: donationListQuerySchema,
  output: z.array(donationSchema),
})
