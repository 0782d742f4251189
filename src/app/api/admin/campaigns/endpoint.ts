import * as z from 'zod/mini'

import { adminCampaignSchema, adminCampaignSchemaOut } from '@/contracts/campaigns'
import { defineEndpoint } from '@/contracts/endpoint'

export const listAllCampaignsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/campaigns',
  summary: 'All campaigns, drafts and ended ones included, with the money raised',
  access: 'staff',
  role: 'fundraising',
  output: z.array(adminCampaignSchemaOut),
})

export const createCampaignEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/admin/campaigns',
  summary: 'Create a campaign (the story is plain text; a blank line starts a paragraph)',
  access: 'staff',
  role: 'fundraising',
  body: adminCampaignSchema,
  status: 201,
  output: adminCampaignSchemaOut,
})
