import { FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { confirmFundraiser as confirm } from '@/server/services/fundraisers'

import { confirmFundraiser } from './endpoint'

export const POST = serve(confirmFundraiser, async ({ payload, body }) => {
  await confirm(payload, body.token)
  return { message: FUNDRAISER_MESSAGES.confirmed }
})
