import { confirmFundraiserEndpoint, FUNDRAISER_MESSAGES } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { confirmFundraiser } from '@/server/services/fundraisers/fundraiserLinks'

export const POST = serve(confirmFundraiserEndpoint, async ({ payload, body }) => {
  await confirmFundraiser(payload, body.token)
  return { message: FUNDRAISER_MESSAGES.confirmed }
})
