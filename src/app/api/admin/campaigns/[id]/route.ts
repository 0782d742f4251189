import { deleteCampaignEndpoint, updateCampaignEndpoint } from '@/contracts/campaigns'
import { serve } from '@/app/api/serve'
import { deleteCampaign, updateCampaign } from '@/server/services/campaigns/staffCampaigns'

export const PUT = serve(updateCampaignEndpoint, async ({ payload, staff, params, body }) => updateCampaign(payload, staff, params.id, body))

export const DELETE = serve(deleteCampaignEndpoint, async ({ payload, staff, params }) => {
  await deleteCampaign(payload, staff, params.id)
  return { message: 'Campaign deleted successfully' }
})
