import { monthlyCardEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { monthlyCardPortal } from '@/server/services/donors/monthlyGifts'

export const POST = serve(monthlyCardEndpoint, async ({ payload, donor, params }) => monthlyCardPortal(payload, donor, params.id))
