import { pauseMonthlyEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { pauseMonthly } from '@/server/services/donors/monthlyGifts'

export const POST = serve(pauseMonthlyEndpoint, async ({ payload, donor, params, body }) => pauseMonthly(payload, donor, params.id, body.payments))
