import { serve } from '@/app/api/serve'
import { deleteTier, updateTier } from '@/server/services/sponsors'

import { deleteSponsorTier, updateSponsorTier } from './endpoint'

export const PUT = serve(updateSponsorTier, async ({ payload, staff, params, body }) => updateTier(payload, staff, params.id, body))

export const DELETE = serve(deleteSponsorTier, async ({ payload, staff, params }) => {
  await deleteTier(payload, staff, params.id)
  return { message: 'Sponsor tier deleted successfully' }
})
