import { createCampaignEndpoint, listAllCampaignsEndpoint } from '@/contracts/campaigns'
import { serve } from '@/app/api/serve'
import { createCampaign, listAllCampaigns } from '@/server/services/campaigns/staffCampaigns'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllCampaignsEndpoint, async ({ payload, staff }) => listAllCampaigns(payload, staff))

export const POST = serve(createCampaignEndpoint, async ({ payload, staff, body }) => createCampaign(payload, staff, body))
