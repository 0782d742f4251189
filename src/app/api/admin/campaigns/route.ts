import { serve } from '@/server/http/serve'
import { createCampaign as addCampaign, listAllCampaigns as allCampaigns } from '@/server/services/campaigns'

import { createCampaign, listAllCampaigns } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllCampaigns, async ({ staff }) => allCampaigns(staff))

export const POST = serve(createCampaign, async ({ staff, body }) => addCampaign(staff, body))
