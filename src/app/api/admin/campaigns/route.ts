import { serve } from '@/app/api/serve'
import { createCampaign as addCampaign, listAllCampaigns as allCampaigns } from '@/server/services/campaigns'

import { createCampaign, listAllCampaigns } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllCampaigns, async ({ payload, staff }) => allCampaigns(payload, staff))

export const POST = serve(createCampaign, async ({ payload, staff, body }) => addCampaign(payload, staff, body))
