import { getScholarshipRoundEndpoint } from '@/contracts/scholarships'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getRound } from '@/server/queries/scholarships'

// Served from Next's cache like the public pages: each round on its first request.
export const revalidate = 30

export function generateStaticParams(): { slug: string }[] {
  return []
}

export const GET = serve(getScholarshipRoundEndpoint, async ({ params }) => getRound(getPayloadClient, params.slug))
