import { editFundraiserEndpoint } from '@/contracts/fundraisers'
import { serve } from '@/app/api/serve'
import { saveEditedPage } from '@/server/services/fundraisers/fundraiserLinks'

export const PUT = serve(editFundraiserEndpoint, async ({ payload, body }) => saveEditedPage(payload, body))
