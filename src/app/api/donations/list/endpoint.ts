import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { donationSchema } from '@/contracts/donations'
import { pageQuerySchema } from '@/contracts/api'

export const listDonations = defineEndpoint({
  method: 'GET',
  path: '/api/donations/list',
  summary: 'Donations, newest first; `?skip=&limit=` pages, the total in X-Total-Count (without them, all)',
  access: 'staff',
  role: 'fundraising',
  query: pageQuerySchema,
  output: z.array(donationSchema),
})
