import { serve } from '@/app/api/serve'
import { createTier, listAllTiers } from '@/server/services/sponsors'

import { createSponsorTier, listAllSponsorTiers } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllSponsorTiers, async ({ payload, staff }) => listAllTiers(payload, staff))

export const POST = serve(createSponsorTier, async ({ payload, staff, body }) => createTier(payload, staff, body))
