import { donationTotalsEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { donationStats } from '@/server/services/donations/donations'

export const dynamic = 'force-dynamic'

export const GET = serve(donationTotalsEndpoint, async ({ payload }) => donationStats(payload))
