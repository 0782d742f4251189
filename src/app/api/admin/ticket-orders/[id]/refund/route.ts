import { refundTicketOrderEndpoint } from '@/contracts/door'
import { serve } from '@/app/api/serve'
import { refundTicketOrder } from '@/server/services/tickets/refunds'

export const POST = serve(refundTicketOrderEndpoint, async ({ payload, staff, params, body }) => refundTicketOrder(payload, staff, params.id, body))
