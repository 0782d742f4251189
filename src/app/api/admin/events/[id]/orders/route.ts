import { listEventOrdersEndpoint } from '@/contracts/door'
import { serve } from '@/app/api/serve'
import { listEventOrders } from '@/server/services/tickets/staffOrders'

export const GET = serve(listEventOrdersEndpoint, async ({ payload, staff, params }) => listEventOrders(payload, staff, params.id))
