import { listActiveSponsorTiersEndpoint } from '@/contracts/sponsors'
import { getPayloadClient } from '@/app/payload'
import { serve } from '@/app/api/serve'
import { getSponsorTiers } from '@/server/queries/public'

// Served from Next's cache like the public pages (see src/app/(site)/layout.tsx).
export const revalidate = 30

export const GET = serve(listActiveSponsorTiersEndpoint, async () => getSponsorTiers(getPayloadClient))
