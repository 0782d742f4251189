import { serve } from '@/server/http/serve'
import { saveEditedPage } from '@/server/services/fundraisers'

import { editFundraiser } from './endpoint'

export const PUT = serve(editFundraiser, async ({ body }) => saveEditedPage(body))
