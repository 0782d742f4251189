import { createSponsorTierEndpoint, listAllSponsorTiersEndpoint } from '@/contracts/sponsors'
import { serve } from '@/app/api/serve'
import { createTier, listAllTiers } from '@/server/services/sponsors'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllSponsorTiersEndpoint, async ({ payload, staff }) => listAllTiers(payload, staff))

export const POST = serve(createSponsorTierEndpoint, async ({ payload, staff, body }) => createTier(payload, staff, body))
