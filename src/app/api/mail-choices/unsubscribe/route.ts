import { ANNIVERSARY_UNSUBSCRIBED, MAIL_CHOICE_LINK_INVALID } from '@/contracts/mailChoiceMessages'
import { unsubscribeFromMailChoiceEndpoint } from '@/contracts/tributes'
import { ApiError } from '@/server/http/errors'
import { enforceRateLimit } from '@/server/http/rateLimit'
import { serve } from '@/app/api/serve'
import { unsubscribeFromMailChoice } from '@/server/services/tributes/mailChoices'

export const POST = serve(unsubscribeFromMailChoiceEndpoint, async ({ payload, request, query }) => {
  if (!(await unsubscribeFromMailChoice(payload, query.token))) {
    await enforceRateLimit(payload, request, 'unsubscribe')
    throw new ApiError(400, MAIL_CHOICE_LINK_INVALID)
  }
  return { message: ANNIVERSARY_UNSUBSCRIBED }
})
