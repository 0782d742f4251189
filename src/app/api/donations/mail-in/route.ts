import { serve } from '@/app/api/serve'
import { recordCheck } from '@/server/services/donations/checkGifts'

import { recordMailInGiftEndpoint } from './endpoint'

export const POST = serve(recordMailInGiftEndpoint, async ({ payload, staff, body }) => recordCheck(payload, staff, body))
