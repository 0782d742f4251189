import { serve } from '@/app/api/serve'
import { donationStats } from '@/server/services/donations'

import { donationTotals } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(donationTotals, async ({ payload }) => donationStats(payload))
