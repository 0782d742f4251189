import { voidMailInGiftEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { voidCheck } from '@/server/services/donations/checkGifts'

export const POST = serve(voidMailInGiftEndpoint, async ({ payload, staff, params, body }) => voidCheck(payload, staff, params.id, body.reason))
