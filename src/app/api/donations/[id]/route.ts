import { serve } from '@/server/http/serve'
import { correctCheck } from '@/server/services/checkGifts'

import { correctMailInGift } from './endpoint'

export const PATCH = serve(correctMailInGift, async ({ staff, params, body }) => correctCheck(staff, params.id, body))
