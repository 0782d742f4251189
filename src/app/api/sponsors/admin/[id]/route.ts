import { deleteSponsorTierEndpoint, updateSponsorTierEndpoint } from '@/contracts/sponsors'
import { serve } from '@/app/api/serve'
import { deleteTier, updateTier } from '@/server/services/sponsors'

export const PUT = serve(updateSponsorTierEndpoint, async ({ payload, staff, params, body }) => updateTier(payload, staff, params.id, body))

export const DELETE = serve(deleteSponsorTierEndpoint, async ({ payload, staff, params }) => {
  await deleteTier(payload, staff, params.id)
  return { message: 'Sponsor tier deleted successfully' }
})
