import { cardGuardStateEndpoint } from '@/contracts/cardGuard'
import { serve } from '@/app/api/serve'
import { describeGuard } from '@/server/services/donations/cardGuard'

export const dynamic = 'force-dynamic'

export const GET = serve(cardGuardStateEndpoint, async ({ payload }) => describeGuard(payload))
