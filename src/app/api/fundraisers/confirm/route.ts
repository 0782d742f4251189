import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { serve } from '@/server/http/serve'
import { confirmFundraiser as confirm } from '@/server/services/fundraisers'

import { confirmFundraiser } from './endpoint'

export const POST = serve(confirmFundraiser, async ({ body }) => {
  await confirm(body.token)
  return { message: FUNDRAISER_MESSAGES.confirmed }
})
