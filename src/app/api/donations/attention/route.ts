import { giftsNeedingAttentionEndpoint } from '@/contracts/donations'
import { serve } from '@/app/api/serve'
import { giftsInTrouble } from '@/server/services/donations/giftsInTrouble'

export const dynamic = 'force-dynamic'

export const GET = serve(giftsNeedingAttentionEndpoint, async ({ payload }) => giftsInTrouble(payload))
