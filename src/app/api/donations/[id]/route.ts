import { serve } from '@/app/api/serve'
import { correctCheck } from '@/server/services/checkGifts'

import { correctMailInGift } from './endpoint'

export const PATCH = serve(correctMailInGift, async ({ payload, staff, params, body }) => correctCheck(payload, staff, params.id, body))
