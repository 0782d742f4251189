import { changeMonthlyAmountEndpoint } from '@/contracts/donorPortal'
import { serve } from '@/app/api/serve'
import { changeMonthlyAmount } from '@/server/services/donors/monthlyGifts'

export const PUT = serve(changeMonthlyAmountEndpoint, async ({ payload, donor, params, body }) => changeMonthlyAmount(payload, donor, params.id, body.amount_cents))
