import { serve } from '@/app/api/serve'
import { describeGuard } from '@/server/services/cardGuard'

import { cardGuardState } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(cardGuardState, async ({ payload }) => describeGuard(payload))
