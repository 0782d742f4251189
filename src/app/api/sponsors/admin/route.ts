import { serve } from '@/server/http/serve'
import { createTier, listAllTiers } from '@/server/services/sponsors'

import { createSponsorTier, listAllSponsorTiers } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(listAllSponsorTiers, async ({ staff }) => listAllTiers(staff))

export const POST = serve(createSponsorTier, async ({ staff, body }) => createTier(staff, body))
