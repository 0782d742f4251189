import * as z from 'zod/mini'

import { defineEndpoint } from '@/contracts/endpoint'
import { sponsorTierSchema } from '@/contracts/sponsors'

export const listActiveSponsorTiersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/sponsors',
  summary: 'Active sponsor tiers',
  access: 'public',
  output: z.array(sponsorTierSchema),
  cache: 'public',
})
