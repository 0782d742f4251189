import { UNSUBSCRIBED, unsubscribeFromRemindersEndpoint } from '@/contracts/jobs'
import { ApiError } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { serve } from '@/app/api/serve'
import { UNSUBSCRIBE_LINK_INVALID, unsubscribeFromReminders } from '@/server/services/events/unsubscribe'

export const POST = serve(unsubscribeFromRemindersEndpoint, async ({ payload, request, query }) => {
  if (!(await unsubscribeFromReminders(payload, query.token))) {
    await enforceRateLimit(payload, request, 'unsubscribe')
    throw new ApiError(400, UNSUBSCRIBE_LINK_INVALID)
  }
  return { message: UNSUBSCRIBED }
})
