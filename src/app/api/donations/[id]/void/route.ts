import { serve } from '@/app/api/serve'
import { voidCheck } from '@/server/services/checkGifts'

import { voidMailInGift } from './endpoint'

export const POST = serve(voidMailInGift, async ({ payload, staff, params, body }) => voidCheck(payload, staff, params.id, body.reason))
