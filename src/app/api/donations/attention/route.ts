import { serve } from '@/server/http/serve'
import { giftsInTrouble } from '@/server/services/giftsInTrouble'

import { giftsNeedingAttention } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(giftsNeedingAttention, async () => giftsInTrouble())
