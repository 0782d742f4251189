import { recordMailInGiftEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { recordCheck } from '@/server/services/donations/checkGifts'

export const POST = serve(recordMailInGiftEndpoint, async ({ payload, staff, body }) => recordCheck(payload, staff, body))
