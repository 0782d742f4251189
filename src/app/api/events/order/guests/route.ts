import { nameOrderGuestsEndpoint } from '@/contracts/ticketGuests'
import { serve } from '@/app/api/serve'
import { nameOrderGuests } from '@/server/services/tickets/ticketGuests'

export const PUT = serve(nameOrderGuestsEndpoint, async ({ payload, body }) => nameOrderGuests(payload, body))
