import { serve } from '@/app/api/serve'
import { giftsInTrouble } from '@/server/services/donations/giftsInTrouble'

import { giftsNeedingAttentionEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(giftsNeedingAttentionEndpoint, async ({ payload }) => giftsInTrouble(payload))
