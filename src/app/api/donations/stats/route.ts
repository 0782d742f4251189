import { serve } from '@/app/api/serve'
import { donationStats } from '@/server/services/donations/donations'

import { donationTotalsEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(donationTotalsEndpoint, async ({ payload }) => donationStats(payload))
