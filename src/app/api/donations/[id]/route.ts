import { correctMailInGiftEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { correctCheck } from '@/server/services/donations/checkGifts'

export const PATCH = serve(correctMailInGiftEndpoint, async ({ payload, staff, params, body }) => correctCheck(payload, staff, params.id, body))
