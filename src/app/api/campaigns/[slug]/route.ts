import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getCampaign as findPublishedCampaign } from '@/server/queries/campaigns'

import { getCampaign } from './endpoint'

// Served from Next's cache like the public pages: each campaign on its first request.
export const revalidate = 30

export function generateStaticParams(): { slug: string }[] {
  return []
}

export const GET = serve(getCampaign, async ({ params }) => findPublishedCampaign(getPayloadClient, params.slug))
