import { serve } from '@/app/api/serve'
import { voidCheck } from '@/server/services/donations/checkGifts'

import { voidMailInGiftEndpoint } from './endpoint'

export const POST = serve(voidMailInGiftEndpoint, async ({ payload, staff, params, body }) => voidCheck(payload, staff, params.id, body.reason))
