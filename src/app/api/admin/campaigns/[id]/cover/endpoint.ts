import * as z from 'zod/mini'

import { adminCampaignSchemaOut } from '@/contracts/campaigns'
import { defineEndpoint } from '@/contracts/endpoint'

const NO_SUCH_CAMPAIGN = { 404: { description: 'No campaign has this id' } } as const

export const setCampaignCoverEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/campaigns/{id}/cover',
  summary: 'Set (or replace) a campaign’s cover image: multipart with `cover`, a JPEG or PNG by content under 10 MB, re-encoded without metadata and shown at once',
  access: 'staff',
  role: 'fundraising',
  multipart: { fields: z.object({}), file: 'cover', fileRequired: true },
  output: adminCampaignSchemaOut,
  answers: NO_SUCH_CAMPAIGN,
})

export const removeCampaignCoverEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/campaigns/{id}/cover',
  summary: 'Take a campaign’s cover image away (the image is deleted)',
  access: 'staff',
  role: 'fundraising',
  output: adminCampaignSchemaOut,
  answers: NO_SUCH_CAMPAIGN,
})
