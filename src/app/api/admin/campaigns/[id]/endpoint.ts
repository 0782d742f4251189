import { adminCampaignSchema, adminCampaignSchemaOut } from '@/contracts/campaigns'
import { messageSchema } from '@/contracts/api'
import { defineEndpoint } from '@/contracts/endpoint'

export const updateCampaignEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/campaigns/{id}',
  summary: 'Update a campaign',
  access: 'staff',
  role: 'fundraising',
  body: adminCampaignSchema,
  output: adminCampaignSchemaOut,
})

export const deleteCampaignEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/campaigns/{id}',
  summary: 'Delete a campaign without gifts (and its supporters’ fundraisers)',
  access: 'staff',
  role: 'fundraising',
  output: messageSchema,
  answers: { 409: { description: 'The campaign has gifts: unpublish it instead' } },
})
