import * as z from 'zod/mini'

import { campaignSummarySchema } from '@/contracts/campaigns'
import { defineEndpoint } from '@/contracts/endpoint'

export const listOpenCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/campaigns',
  summary: 'Published campaigns open now (started, not ended), ending soonest first, with the money raised',
  access: 'public',
  output: z.array(campaignSummarySchema),
  cache: 'public',
})
