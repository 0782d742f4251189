import { serve } from '@/app/api/serve'
import { saveEditedPage } from '@/server/services/fundraisers'

import { editFundraiser } from './endpoint'

export const PUT = serve(editFundraiser, async ({ payload, body }) => saveEditedPage(payload, body))
