import { staffNameGuestsEndpoint } from '@/contracts/ticketGuests'
import { serve } from '@/app/api/serve'
import { nameOrderGuestsAsStaff } from '@/server/services/tickets/ticketGuests'

export const PUT = serve(staffNameGuestsEndpoint, async ({ payload, staff, params, body }) => nameOrderGuestsAsStaff(payload, staff, params.id, body.guests))
