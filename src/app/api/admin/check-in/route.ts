import { listDoorEventsEndpoint } from '@/contracts/door'
import { serve } from '@/app/api/serve'
import { listDoorEvents } from '@/server/services/tickets/door'

export const GET = serve(listDoorEventsEndpoint, async ({ payload, staff }) => ({ events: await listDoorEvents(payload, staff) }))
