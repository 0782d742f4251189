import { donorOverviewEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { donorOverview } from '@/server/services/donors/donorOverview'

export const dynamic = 'force-dynamic'

export const GET = serve(donorOverviewEndpoint, async ({ payload, donor }) => donorOverview(payload, donor))
