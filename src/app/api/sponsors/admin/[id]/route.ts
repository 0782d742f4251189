import { serve } from '@/server/http/serve'
import { deleteTier, updateTier } from '@/server/services/sponsors'

import { deleteSponsorTier, updateSponsorTier } from './endpoint'

export const PUT = serve(updateSponsorTier, async ({ staff, params, body }) => updateTier(staff, params.id, body))

export const DELETE = serve(deleteSponsorTier, async ({ staff, params }) => {
  await deleteTier(staff, params.id)
  return { message: 'Sponsor tier deleted successfully' }
})
