import { eventNightTotalsEndpoint } from '@/contracts/door'
import { serve } from '@/app/api/serve'
import { nightTotals } from '@/server/services/tickets/staffOrders'

export const GET = serve(eventNightTotalsEndpoint, async ({ payload, params }) => nightTotals(payload, params.id))
