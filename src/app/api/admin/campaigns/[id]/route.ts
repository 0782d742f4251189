import { serve } from '@/app/api/serve'
import { deleteCampaign as removeCampaign, updateCampaign as saveCampaign } from '@/server/services/campaigns'

import { deleteCampaign, updateCampaign } from './endpoint'

export const PUT = serve(updateCampaign, async ({ payload, staff, params, body }) => saveCampaign(payload, staff, params.id, body))

export const DELETE = serve(deleteCampaign, async ({ payload, staff, params }) => {
  await removeCampaign(payload, staff, params.id)
  return { message: 'Campaign deleted successfully' }
})
