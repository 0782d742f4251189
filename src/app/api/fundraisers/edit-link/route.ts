import { FUNDRAISER_MESSAGES, requestFundraiserEditLinkEndpoint } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { requestEditLinks } from '@/server/services/fundraisers/fundraiserLinks'

export const POST = serve(requestFundraiserEditLinkEndpoint, async ({ payload, body }) => {
  await requestEditLinks(payload, body)
  return { message: FUNDRAISER_MESSAGES.editLinkSent }
})
