import { serve } from '@/server/http/serve'
import { voidCheck } from '@/server/services/checkGifts'

import { voidMailInGift } from './endpoint'

export const POST = serve(voidMailInGift, async ({ staff, params, body }) => voidCheck(staff, params.id, body.reason))
