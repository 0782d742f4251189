import { FUNDRAISER_MESSAGES, startFundraiserEndpoint } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { startFundraiser } from '@/server/services/fundraisers/fundraiserLinks'

/** Multipart (the form, with or without a photo) or JSON (no photo): serve() reads either. */
export const POST = serve(startFundraiserEndpoint, async ({ payload, body, file }) => {
  await startFundraiser(payload, { ...body, photo: file })
  return { message: FUNDRAISER_MESSAGES.started }
})
