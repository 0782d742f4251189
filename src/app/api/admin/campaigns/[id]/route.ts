import { serve } from '@/server/http/serve'
import { deleteCampaign as removeCampaign, updateCampaign as saveCampaign } from '@/server/services/campaigns'

import { deleteCampaign, updateCampaign } from './endpoint'

export const PUT = serve(updateCampaign, async ({ staff, params, body }) => saveCampaign(staff, params.id, body))

export const DELETE = serve(deleteCampaign, async ({ staff, params }) => {
  await removeCampaign(staff, params.id)
  return { message: 'Campaign deleted successfully' }
})
