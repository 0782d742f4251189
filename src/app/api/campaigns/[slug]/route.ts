import { getCampaignEndpoint } from '@/contracts/campaigns'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getCampaign } from '@/server/queries/campaigns'

// Served from Next's cache like the public pages: each campaign on its first request.
export const revalidate = 30

export function generateStaticParams(): { slug: string }[] {
  return []
}

export const GET = serve(getCampaignEndpoint, async ({ params }) => getCampaign(getPayloadClient, params.slug))
