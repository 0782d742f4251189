import { serve } from '@/app/api/serve'
import { saveEditedPage } from '@/server/services/fundraisers/fundraiserLinks'

import { editFundraiserEndpoint } from './endpoint'

export const PUT = serve(editFundraiserEndpoint, async ({ payload, body }) => saveEditedPage(payload, body))
