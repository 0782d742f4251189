import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { serve } from '@/server/http/serve'
import { requestEditLinks } from '@/server/services/fundraisers'

import { requestFundraiserEditLink } from './endpoint'

export const POST = serve(requestFundraiserEditLink, async ({ body }) => {
  await requestEditLinks(body)
  return { message: FUNDRAISER_MESSAGES.editLinkSent }
})
