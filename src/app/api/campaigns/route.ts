import { listOpenCampaignsEndpoint } from '@/contracts/campaigns'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getOpenCampaigns } from '@/server/queries/campaigns'

// Served from Next's cache like the public pages (see src/app/(site)/layout.tsx).
export const revalidate = 30

export const GET = serve(listOpenCampaignsEndpoint, async () => getOpenCampaigns(getPayloadClient))
