import { openOrderGuestsEndpoint } from '@/contracts/ticketGuests'
import { serve } from '@/app/api/serve'
import { openOrderGuests } from '@/server/services/tickets/ticketGuests'

export const POST = serve(openOrderGuestsEndpoint, async ({ payload, body }) => openOrderGuests(payload, body.token))
