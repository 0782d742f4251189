import { removeCampaignCoverEndpoint, setCampaignCoverEndpoint } from '@/contracts/campaigns'
import { serve } from '@/app/api/serve'
import { removeCampaignCover, setCampaignCover } from '@/server/services/campaigns/staffCampaigns'

export const PUT = serve(setCampaignCoverEndpoint, async ({ payload, staff, params, file }) => setCampaignCover(payload, staff, params.id, file))

export const DELETE = serve(removeCampaignCoverEndpoint, async ({ payload, staff, params }) => removeCampaignCover(payload, staff, params.id))
