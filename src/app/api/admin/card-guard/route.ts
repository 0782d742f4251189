import { serve } from '@/server/http/serve'
import { describeGuard } from '@/server/services/cardGuard'

import { cardGuardState } from './endpoint'

export const dynamic = 'force-dynamic'

export const GET = serve(cardGuardState, async () => describeGuard())
