import { serve } from '@/app/api/serve'
import { describeGuard } from '@/server/services/donations/cardGuard'

import { cardGuardStateEndpoint } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(cardGuardStateEndpoint, async ({ payload }) => describeGuard(payload))
