import { checkInGuestEndpoint, doorGuestsEndpoint } from '@/contracts/door'
import { serve } from '@/app/api/serve'
import { checkInGuest, doorView } from '@/server/services/tickets/door'

export const GET = serve(doorGuestsEndpoint, async ({ payload, staff, params, query }) => doorView(payload, staff, params.id, query.q))

export const POST = serve(checkInGuestEndpoint, async ({ payload, staff, params, body }) => checkInGuest(payload, staff, params.id, body.code))
