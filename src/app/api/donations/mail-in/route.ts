import { serve } from '@/server/http/serve'
import { recordCheck } from '@/server/services/checkGifts'

import { recordMailInGift } from './endpoint'

export const POST = serve(recordMailInGift, async ({ staff, body }) => recordCheck(staff, body))
