import { serve } from '@/app/api/serve'
import { recordCheck } from '@/server/services/checkGifts'

import { recordMailInGift } from './endpoint'

export const POST = serve(recordMailInGift, async ({ payload, staff, body }) => recordCheck(payload, staff, body))
