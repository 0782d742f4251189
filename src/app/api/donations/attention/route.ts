import { serve } from '@/app/api/serve'
import { giftsInTrouble } from '@/server/services/giftsInTrouble'

import { giftsNeedingAttention } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(giftsNeedingAttention, async ({ payload }) => giftsInTrouble(payload))
