import { listScholarshipRoundsEndpoint } from '@/contracts/scholarships'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getPublishedRounds } from '@/server/queries/scholarships'

// Served from Next's cache like the public pages (see src/app/(site)/layout.tsx).
export const revalidate = 30

export const GET = serve(listScholarshipRoundsEndpoint, async () => getPublishedRounds(getPayloadClient))
