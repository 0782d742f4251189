import { UNSUBSCRIBED } from '@/contracts/jobs'
import { ApiError } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { serve } from '@/app/api/serve'
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeFromReminders as unsubscribe } from '@/server/services/unsubscribe'

import { unsubscribeFromReminders } from './endpoint'

export const POST = serve(unsubscribeFromReminders, async ({ payload, request, query }) => {
  if (!(await unsubscribe(payload, query.token))) {
    await enforceRateLimit(payload, request, 'unsubscribe')
    throw new ApiError(400, UNSUBSCRIBE_LINK_INVALID)
  }
  return { message: UNSUBSCRIBED }
})
