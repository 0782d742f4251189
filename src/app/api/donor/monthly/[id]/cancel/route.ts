import { cancelMonthlyEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { cancelMonthly } from '@/server/services/donors/monthlyGifts'

export const POST = serve(cancelMonthlyEndpoint, async ({ payload, donor, params, body }) => cancelMonthly(payload, donor, params.id, body?.reason ?? null))
